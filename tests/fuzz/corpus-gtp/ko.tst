# simple ko (Japanese) and superko (Chinese) through GTP
boardsize 5
play b B4
play w C4
play b A3
play w B3
play w D3
play b B2
play w C2
play b C3
is_legal w B3
play w B3
play w pass
play w B3
undo
undo
undo
tengen-rules chinese
play b C3
play w pass
play w B3
is_legal w B3
