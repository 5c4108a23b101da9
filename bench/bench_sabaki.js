// bench_sabaki.js — the reference for make bench-sgf: the same work as
// bench_sgf.c (bytes → SGF tree with charset detection, then a legal replay
// of every game's main line) by @sabaki/sgf and @sabaki/go-board.
// Usage: node bench_sabaki.js FILE [RUNS]; prints one JSON line.
'use strict'
const fs = require('fs')
const path = require('path')
const mods = path.join(__dirname, 'node', 'node_modules', '@sabaki')
const sgf = require(path.join(mods, 'sgf'))
const Board = require(path.join(mods, 'go-board'))

const file = process.argv[2]
const runs = +(process.argv[3] || 3)
const buf = fs.readFileSync(file)
const legal = {preventSuicide: true, preventOverwrite: true, preventKo: true}

function once() {
  const t0 = process.cpuUsage() // CPU time, as bench_sgf.c measures its own
  const roots = sgf.parseBuffer(buf)
  let moves = 0
  for (const root of roots) {
    const size = root.data.SZ ? +root.data.SZ[0] : 19
    let board = Board.fromDimensions(size)
    for (const [key, sign] of [['AB', 1], ['AW', -1]])
      for (const v of root.data[key] || [])
        for (const vx of sgf.parseCompressedVertices(v)) board.set(vx, sign)
    for (let node = root; node; node = node.children[0]) {
      const key = node.data.B ? 'B' : node.data.W ? 'W' : null
      if (!key) continue
      const v = node.data[key][0]
      moves++
      if (v === '' || (v === 'tt' && size <= 19)) continue
      board = board.makeMove(key === 'B' ? 1 : -1, sgf.parseVertex(v), legal)
    }
  }
  const t = process.cpuUsage(t0)
  return {seconds: (t.user + t.system) / 1e6, moves, games: roots.length}
}

const results = []
for (let i = 0; i < runs; i++) results.push(once())
results.sort((a, b) => a.seconds - b.seconds)
const med = results[Math.floor(runs / 2)]
console.log(JSON.stringify({seconds: med.seconds, moves: med.moves, games: med.games, bytes: buf.length}))
