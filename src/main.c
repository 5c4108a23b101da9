/*
 * main.c — command-line options and the choice of mode: the GTP referee,
 * the file tools, or the interactive screen.
 */
#include "base/i18n.h"

#include <getopt.h>
#include <locale.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "rules/clock.h"
#include "rules/game.h"
#include "gtp/gtp.h"
#include "ui/ui.h"
#include "plain/plain.h"
#include "record/record.h"
#include "cli/sgftool.h"
#include "analyze.h"
#include "cmd/settings.h"
#include "record/archive.h"
#include "base/paths.h"
#include "base/util.h"

enum {
	OPT_GTP = 256,
	OPT_ASCII,
	OPT_NO_COLOR,
	OPT_SCALE,
	OPT_FREE_HANDICAP,
	OPT_BLACK,
	OPT_WHITE,
	OPT_PRINT,
	OPT_SCORE,
	OPT_CONVERT,
	OPT_CHECK,
	OPT_REVIEW,
	OPT_PROBLEMS,
	OPT_HINT,
	OPT_ANALYSIS,
	OPT_ENGINE_DELAY,
	OPT_ENGINE_TIMEOUT,
	OPT_CONFIG,
	OPT_NO_CONFIG,
	OPT_GAMES,
	OPT_PLAYER,
	OPT_SINCE,
	OPT_UNTIL,
	OPT_RESULT,
	OPT_PLAIN,
	OPT_ANALYZE,
	OPT_ANALYZE_VISITS,
	OPT_ANALYZE_SECONDS,
};

struct options {
	int size;
	enum rules rules;
	double komi;
	bool komi_set;
	int handicap;
	bool free_handicap;
	struct clock_spec clock; /* --time */
	bool gtp;
	bool ascii;
	bool no_color;
	int scale;               /* --scale: 1, 2, 0 auto */
	bool plain;              /* --plain: lines of text (plain/) */
	const char *black, *white;
	const char *file;
	char **files;            /* the file tools: every FILE (--check, --score, --convert) */
	int nfiles;
	const char *output;      /* --output=DIR: --convert's folder */
	bool game_option;     /* any of -s -r -k -H --free-handicap -t --black --white */
	int tool;                /* SGF file tools: OPT_PRINT … OPT_CHECK, or 0 */
	const char *print_move;  /* --print=MOVE */
	bool review;             /* --review: FILE opens in review at move 0 */
	bool problems;           /* --problems: FILE (a file or directory) holds problems */
	const char *engine[3];   /* --black=gtp:COMMAND, --white=gtp:COMMAND */
	const char *hint;        /* --hint=gtp:COMMAND */
	const char *analysis;    /* --analysis=gtp:COMMAND */
	double engine_delay, engine_timeout; /* seconds */
	unsigned given;          /* SET_* (settings.h) of the options given */
	const char *config;      /* --config=FILE; NULL: the default path */
	bool no_config;          /* --no-config */
	struct settings_file settings; /* the config file read */
	bool games;              /* --games */
	struct archive_filter filter; /* --player, --since, --until, --result (-s) */
	bool filtered;           /* any of them given */
	char *picked;            /* --review's game of the archive (archive_pick) */
	bool analyze;            /* --analyze FILE */
	struct analyze_opts an;  /* --analyze-visits, --analyze-seconds (the engine: analysis) */
};

static const struct option long_options[] = {
	{ "size", required_argument, NULL, 's' },
	{ "rules", required_argument, NULL, 'r' },
	{ "komi", required_argument, NULL, 'k' },
	{ "handicap", required_argument, NULL, 'H' },
	{ "free-handicap", no_argument, NULL, OPT_FREE_HANDICAP },
	{ "time", required_argument, NULL, 't' },
	{ "black", required_argument, NULL, OPT_BLACK },
	{ "white", required_argument, NULL, OPT_WHITE },
	{ "ascii", no_argument, NULL, OPT_ASCII },
	{ "no-color", no_argument, NULL, OPT_NO_COLOR },
	{ "scale", required_argument, NULL, OPT_SCALE },
	{ "plain", no_argument, NULL, OPT_PLAIN },
	{ "gtp", no_argument, NULL, OPT_GTP },
	{ "print", optional_argument, NULL, OPT_PRINT },
	{ "score", no_argument, NULL, OPT_SCORE },
	{ "convert", no_argument, NULL, OPT_CONVERT },
	{ "check", no_argument, NULL, OPT_CHECK },
	{ "output", required_argument, NULL, 'o' },
	{ "review", no_argument, NULL, OPT_REVIEW },
	{ "problems", no_argument, NULL, OPT_PROBLEMS },
	{ "hint", required_argument, NULL, OPT_HINT },
	{ "analysis", required_argument, NULL, OPT_ANALYSIS },
	{ "engine-delay", required_argument, NULL, OPT_ENGINE_DELAY },
	{ "engine-timeout", required_argument, NULL, OPT_ENGINE_TIMEOUT },
	{ "config", required_argument, NULL, OPT_CONFIG },
	{ "no-config", no_argument, NULL, OPT_NO_CONFIG },
	{ "games", no_argument, NULL, OPT_GAMES },
	{ "player", required_argument, NULL, OPT_PLAYER },
	{ "since", required_argument, NULL, OPT_SINCE },
	{ "until", required_argument, NULL, OPT_UNTIL },
	{ "result", required_argument, NULL, OPT_RESULT },
	{ "analyze", no_argument, NULL, OPT_ANALYZE },
	{ "analyze-visits", required_argument, NULL, OPT_ANALYZE_VISITS },
	{ "analyze-seconds", required_argument, NULL, OPT_ANALYZE_SECONDS },
	{ "help", no_argument, NULL, 'h' },
	{ "version", no_argument, NULL, 'V' },
	{ NULL, 0, NULL, 0 },
};

static void usage(FILE *f)
{
	fprintf(f, _("Usage: %s [OPTION]... [FILE.sgf]\n"), PACKAGE);
	fputs(_("Play Go (weiqi, baduk) in a terminal, or referee it over GTP.\n\n"), f);
	fputs(_("  -s, --size=N          board size, 5..25 (default 19)\n"
	        "  -r, --rules=NAME      japanese (default), chinese, or capture (Capture Go:\n"
	        "                        the first capture wins)\n"
	        "  -k, --komi=K          komi (default 6.5 japanese, 7.5 chinese;\n"
	        "                        handicap games 0.5 japanese, 0 chinese)\n"
	        "  -H, --handicap=N      N fixed handicap stones on the star points\n"
	        "      --free-handicap   place the handicap stones freely\n"
	        "  -t, --time=SPEC       clock: 30m absolute, 60m+5x30s byo-yomi,\n"
	        "                        60m+25/10m Canadian, 5m+10s Fischer\n"
	        "      --black=WHO       black player's name, or gtp:COMMAND for an engine\n"
	        "      --white=WHO       white player's name, or gtp:COMMAND for an engine\n"
	        "                        (e.g. --white='gtp:gnugo --mode gtp --level 3')\n"
	        "      --hint=gtp:COMMAND  the engine the hint key (i) asks\n"
	        "      --analysis=gtp:COMMAND  the engine of the live analysis (A; KataGo,\n"
	        "                        Leela Zero: kata-analyze, lz-analyze; GNU Go:\n"
	        "                        estimate_score and top_moves, no win rate)\n"
	        "      --engine-delay=S  seconds between two engines' moves (default 0)\n"
	        "      --engine-timeout=S  seconds an engine may think (default 60)\n"
	        "      --ascii           draw with ASCII only (X, O, ., +)\n"
	        "      --no-color        no colours (also when NO_COLOR is set)\n"
	        "      --scale=N         the board: 1 (two columns a point), 2 (four columns\n"
	        "                        and two rows), auto (default: 2 where it fits)\n"
	        "      --plain           text only, a line per event, every command typed\n"
	        "                        (screen readers, braille, pipes, TERM=dumb)\n"
	        "      --gtp             speak GTP v2 on stdin/stdout as a rules referee\n"
	        "      --print[=MOVE]    print FILE's position after MOVE as text\n"
	        "      --score FILE...   score each FILE's final position (with --rules and\n"
	        "                        --komi: counted with those)\n"
	        "      --convert FILE... write FILE as UTF-8 SGF to standard output, or each\n"
	        "                        FILE as DIR/NAME.sgf with -o DIR\n"
	        "  -o, --output=DIR      --convert's folder\n"
	        "      --check FILE...   check every game in each FILE; exit 1 on any error\n"
	        "      --review          open FILE in review at move 0 (v plays on); without\n"
	        "                        FILE the latest finished game, with N the Nth of --games\n"
	        "      --problems        solve the problems in FILE (an SGF file or a\n"
	        "                        directory of them; default: those installed)\n"
	        "      --games           list the finished games kept, newest first; only\n"
	        "                        those that match, with any of:\n"
	        "        --player=NAME   a part of either player's name (any case)\n"
	        "        --since=DATE    played on DATE or later (2026, 2026-01, 2026-01-31)\n"
	        "        --until=DATE    played on DATE or before (2026-06: all of June too)\n"
	        "        --result=R      B+ W+ B+R W+T B+F W+3.5 draw void both-lose\n"
	        "        -s, --size=N    played on an N×N board\n"
	        "      --analyze         analyse every move of FILE into it (SBKV, SBKS: Sabaki's\n"
	        "                        and KaTrain's graph) with --analysis's engine (without\n"
	        "                        kata-analyze: its estimate_score, as GNU Go's; no engine:\n"
	        "                        tengen's estimate); run again, it goes on\n"
	        "      --analyze-visits=N  visits of the best move per position (default 100)\n"
	        "      --analyze-seconds=S  seconds per position at most\n"
	        "      --config=FILE     read settings from FILE (default:\n"
	        "                        $XDG_CONFIG_HOME/tengen/config, ~/.config/tengen/config)\n"
	        "      --no-config       read no config file\n"
	        "  -h, --help            show this help and exit\n"
	        "  -V, --version         show the version and exit\n"), f);
	fputs(_("\nWith FILE.sgf, the game in it is opened at its end, to play on; :save\n"
	        "writes SGF (UTF-8; FILE~ keeps the old file).  A game in play is\n"
	        "autosaved in $XDG_STATE_HOME/tengen (~/.local/state/tengen) after every\n"
	        "move, on SIGHUP, SIGTERM, SIGINT and SIGQUIT and when the input ends; the\n"
	        "next start offers to resume it.  After a kill -9, type reset.\n"), f);
	fputs(_("FILE may also be a Tygem .gib, WBaduk/Eweiqi .ngf or Pandanet .ugf/.ugi\n"
	        "record (found by content, else by extension); it is saved as FILE.sgf.\n"), f);
	{
		char *data = data_dir(); /* base/paths.h: installed, or the source tree's */

		if (data)
			fprintf(f, _("\nThe rules' example positions: %s/rules\n"), data);
		free(data);
	}
	/* configure.ac's AC_INIT names no address: the project has none yet */
	if (PACKAGE_BUGREPORT[0] != '\0')
		fprintf(f, _("\nReport bugs to: %s\n"), PACKAGE_BUGREPORT);
}

static void version(void)
{
	printf("%s %s\n", PACKAGE, PACKAGE_VERSION);
	puts(_("Copyright (C) 2026 the tengen authors.\n"
	       "License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.\n"
	       "This is free software: you are free to change and redistribute it.\n"
	       "There is NO WARRANTY, to the extent permitted by law."));
}

/* "tengen: MESSAGE" and the pointer to --help on stderr; returns 2, the
 * exit status of a bad usage.  The message is printed, never formatted into
 * a buffer first, so it is never cut. */
__attribute__((format(printf, 1, 2)))
static int bad_usage_arg(const char *fmt, ...)
{
	va_list ap;

	fprintf(stderr, "%s: ", PACKAGE);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fprintf(stderr, _("\nTry '%s --help' for more information.\n"), PACKAGE);
	return 2;
}

/* msg is a complete, translated message */
static int bad_usage(const char *msg)
{
	return bad_usage_arg("%s", msg);
}

static int setup_game(struct game *g, const struct options *o)
{
	char *cause = NULL;

	if (game_init(g, o->size, o->rules) < 0)
		return -1;
	if (o->handicap >= 2 && !o->free_handicap && game_fixed_handicap(g, o->handicap, &cause) < 0) {
		fprintf(stderr, "%s: %s\n", PACKAGE, cause);
		free(cause);
		game_free(g);
		return -1;
	}
	g->komi = o->komi_set ? o->komi : game_default_komi(o->rules, o->handicap);
	return 0;
}

/* ---- the interactive screen (ui/) ----
 * With no game option and no file, the new-game screen opens first (or, when
 * an earlier run left an unfinished game, the offer to resume it).  FILE is
 * opened before the screen starts: a file that cannot be read is an error
 * message with its line and column, and exit status 1. */

/* Open FILE into g and rec, the names of the options over the file's; -1
 * after printing the loader's messages. */
static int open_file(struct record *rec, struct game *g, const struct options *o,
                     struct sgf_msgs *m)
{
	if (record_open(rec, g, o->file, m) < 0) {
		for (int i = 0; i < m->n; i++) {
			char *t = text_sanitize(m->v[i]);

			fprintf(stderr, "%s\n", t);
			free(t);
		}
		return -1;
	}
	if (o->black) {
		free(rec->info.black);
		rec->info.black = xstrdup(o->black);
	}
	if (o->white) {
		free(rec->info.white);
		rec->info.white = xstrdup(o->white);
	}
	return 0;
}

/* Autosaves an earlier run left: offered when the new-game screen would open
 * (*ask), else a notice (returned, to be freed) that names their folder.
 * Games still running elsewhere are only mentioned; declined autosaves past
 * their time go. */
static char *offer_autosaves(struct ui_options *uo, bool *ask, char ***found)
{
	char *cause = NULL, *notice = NULL;
	int nopen = 0, nfound;

	autosave_prune(NULL, AUTOSAVE_KEEP_DAYS);
	nfound = autosave_find(NULL, found, &nopen, &cause);
	free(cause); /* no place for autosaves: nothing to offer */
	if (*ask) /* the first screen says so */
		uo->open_elsewhere = nopen;
	if (nfound > 0 && *ask) {
		uo->resume = *found;
		uo->resume_then_new = true;
		*ask = false;
	} else if (nfound > 0) {
		char *dir = text_sanitize((*found)[0]);
		char *slash = strrchr(dir, '/');

		if (slash)
			*slash = '\0';
		notice = xasprintf(_("An unfinished game is autosaved in %s: tengen alone offers to resume it."),
		                   dir);
		free(dir);
	} else if (nopen > 0) {
		notice = xasprintf(_("Games still open in another tengen: %d (not offered here)."),
		                   nopen);
	}
	uo->notice = notice;
	return notice;
}

/* The screen's or --plain's options; *so the session's, *s its new game. */
static void screen_options(const struct options *o, struct ui_options *uo,
                           struct session_options *so, struct game_setup *s)
{
	*s = (struct game_setup){
		.size = o->size, .rules = o->rules, .komi = o->komi, .komi_set = o->komi_set,
		.handicap = o->handicap, .free_handicap = o->free_handicap,
		.black = o->black, .white = o->white, .clock = o->clock,
		.takebacks = (o->settings.s.set & SET_TAKEBACKS) && o->settings.s.takebacks ?
		             TAKEBACKS_ALLOW : TAKEBACKS_ASK,
	};
	*so = (struct session_options){
		.setup = s,
		.engine = { NULL, o->engine[BLACK], o->engine[WHITE] }, .hint = o->hint,
		.analysis = o->analysis,
		.engine_delay_ms = (int)(o->engine_delay * 1000),
		.engine_timeout_ms = (int)(o->engine_timeout * 1000),
		.analyze_visits = o->an.visits, .analyze_seconds = o->an.seconds,
		.aids = o->settings.s.set & SET_AIDS ? (o->settings.s.aids ? 1 : -1) : 0,
	};
	*uo = (struct ui_options){
		.ascii = o->ascii, .no_color = o->no_color, .scale = o->scale, .session = so,
		.no_bell = (o->settings.s.set & SET_BELL) && !o->settings.s.bell,
		.flash = (o->settings.s.set & SET_FLASH) && o->settings.s.flash,
		.keys = o->settings.keys, .nkeys = o->settings.nkeys,
		.config_errors = o->settings.errors, .nconfig_errors = o->settings.nerrors,
	};
}

static int run_screen(struct game *g, const struct options *o)
{
	struct ui_options uo;
	struct session_options so;
	struct game_setup s;
	bool ask = !o->game_option && !o->file && !o->problems;
	char **found = NULL, *notice;
	struct record rec;
	struct sgf_msgs m;
	int rc = 1;

	screen_options(o, &uo, &so, &s);
	record_init(&rec);
	sgf_msgs_init(&m);
	if (o->problems) /* FILE is the problems', not a game's */
		uo.problems = o->file ? o->file : "";
	else if (o->file && open_file(&rec, g, o, &m) < 0)
		goto out;
	if (o->file && !o->problems) {
		so.opened = o->file;
		uo.review = o->review;
		so.msgs = &m;
	}
	notice = o->problems ? NULL : offer_autosaves(&uo, &ask, &found);
	so.record = &rec;
	if (o->plain)
		rc = plain_run(g, &(struct plain_options){
			.session = &so, .review = uo.review, .notice = notice, .resume = uo.resume,
			.problems = uo.problems });
	else
		rc = ui_run(g, ask, &uo);
	free(notice);
	autosave_free_list(found);
out:
	sgf_msgs_free(&m);
	record_free(&rec);
	return rc;
}

/* ---- the config file (cmd/settings.h): what the options did not give ---- */

/* The SET_* bit of the setting option c gives, or 0. */
static unsigned option_setting(int c)
{
	switch (c) {
	case 's': return SET_SIZE;
	case 'r': return SET_RULES;
	case 'k': return SET_KOMI;
	case 't': return SET_TIME;
	case OPT_NO_COLOR: return SET_COLOR;
	case OPT_ASCII: return SET_UNICODE;
	case OPT_SCALE: return SET_SCALE;
	case OPT_BLACK: return SET_BLACK;
	case OPT_WHITE: return SET_WHITE;
	case OPT_HINT: return SET_HINT;
	case OPT_ANALYSIS: return SET_ANALYSIS;
	case OPT_ENGINE_DELAY: return SET_ENGINE_DELAY;
	case OPT_ENGINE_TIMEOUT: return SET_ENGINE_TIMEOUT;
	default: return 0;
	}
}

/* Read the config file (unless --no-config) and take its settings under the
 * options given; its errors are kept for the screen to show. */
static void read_settings(struct options *o)
{
	struct settings s = {
		.set = o->given, .size = o->size, .rules = o->rules, .komi = o->komi,
		.clock = o->clock, .color = !o->no_color, .unicode = !o->ascii, .scale = o->scale,
		.engine = { NULL, o->engine[BLACK], o->engine[WHITE] },
		.name = { NULL, o->black, o->white }, .hint = o->hint, .analysis = o->analysis,
		.engine_delay = o->engine_delay, .engine_timeout = o->engine_timeout,
	};
	char *path = o->config || o->no_config ? NULL : settings_default_path();

	settings_file_init(&o->settings);
	if (o->no_config || (!o->config && !path))
		return;
	settings_read(&o->settings, o->config ? o->config : path, !o->config);
	free(path);
	for (int i = 0; i < o->settings.nerrors; i++) /* seen after the screen closes */
		fprintf(stderr, "%s: %s\n", PACKAGE, o->settings.errors[i]);
	settings_merge(&s, &o->settings.s);
	o->size = s.size;
	o->rules = s.rules;
	o->komi = s.komi;
	o->komi_set = s.set & SET_KOMI;
	o->clock = s.clock;
	o->no_color = !s.color;
	o->ascii = !s.unicode;
	o->scale = s.scale;
	o->engine[BLACK] = s.engine[BLACK];
	o->engine[WHITE] = s.engine[WHITE];
	o->black = s.name[BLACK];
	o->white = s.name[WHITE];
	o->hint = s.hint;
	o->analysis = s.analysis;
	o->engine_delay = s.engine_delay;
	o->engine_timeout = s.engine_timeout;
}

/* ---- options ---- */

/* What parse_option and parse_options return to go on (any other value is
 * the exit status). */
enum { GO_ON = -1 };

/* --config, --no-config, --games: GO_ON. */
static int parse_files_option(int c, struct options *o)
{
	if (c == OPT_CONFIG)
		o->config = optarg;
	else if (c == OPT_NO_CONFIG)
		o->no_config = true;
	else
		o->games = true;
	return GO_ON;
}

/* --games' filters: --player, --since, --until, --result (GO_ON, or the
 * exit status). */
static int parse_filter_option(int c, struct options *o)
{
	char *cause = NULL;
	bool ok = true;

	o->filtered = true;
	if (c == OPT_PLAYER && !*optarg)
		return bad_usage(_("--player needs a part of a name"));
	if (c == OPT_PLAYER)
		o->filter.player = optarg;
	else if (c == OPT_RESULT)
		ok = o->filter.result_set = archive_filter_result(optarg, &o->filter.result, &cause);
	else
		ok = archive_filter_date(optarg, c == OPT_SINCE ? o->filter.since : o->filter.until,
		                         &cause);
	if (!ok) {
		char *shown = text_sanitize(cause);
		int rc = bad_usage(shown);

		free(shown);
		free(cause);
		return rc;
	}
	return GO_ON;
}

/* --black, --white (a name or gtp:COMMAND), --hint, --engine-delay and
 * --engine-timeout: GO_ON, or the exit status. */
static int parse_engine_option(int c, struct options *o)
{
	double v;

	switch (c) {
	case OPT_BLACK:
	case OPT_WHITE:
		if (strncmp(optarg, "gtp:", 4) == 0 && !optarg[4 + strspn(optarg + 4, " ")])
			return bad_usage_arg(_("%s: the engine command is missing"), optarg);
		if (strncmp(optarg, "gtp:", 4) == 0)
			o->engine[c == OPT_BLACK ? BLACK : WHITE] = optarg + 4;
		else
			*(c == OPT_BLACK ? &o->black : &o->white) = optarg;
		return GO_ON;
	case OPT_HINT:
	case OPT_ANALYSIS:
		if (strncmp(optarg, "gtp:", 4) != 0 || !optarg[4 + strspn(optarg + 4, " ")])
			return bad_usage_arg(c == OPT_HINT ? _("--hint=%s: write gtp:COMMAND")
			                                   : _("--analysis=%s: write gtp:COMMAND"), optarg);
		*(c == OPT_HINT ? &o->hint : &o->analysis) = optarg + 4;
		return GO_ON;
	default: /* --engine-delay, --engine-timeout */
		if (!number_parse(optarg, c == OPT_ENGINE_DELAY ? 0 : 0.1, 86400, &v))
			return bad_usage_arg(_("invalid number of seconds '%s'"), optarg);
		*(c == OPT_ENGINE_DELAY ? &o->engine_delay : &o->engine_timeout) = v;
		return GO_ON;
	}
}

/* --analyze, its visits and seconds: GO_ON, or the exit status. */
static int parse_analyze_option(int c, struct options *o)
{
	switch (c) {
	case OPT_ANALYZE: o->analyze = true; return GO_ON;
	case OPT_ANALYZE_VISITS:
		if (!number_parse_int(optarg, 1, 10000000, &o->an.visits))
			return bad_usage_arg(_("invalid number of visits '%s'"), optarg);
		return GO_ON;
	default:
		if (!number_parse(optarg, 0.01, 3600, &o->an.seconds))
			return bad_usage_arg(_("invalid seconds '%s' (0.01 to 3600)"), optarg);
		return GO_ON;
	}
}

/* One option of getopt_long: GO_ON, or the exit status. */
static int parse_option(int c, struct options *o)
{
	if ((c > 0 && c < 256 && strchr("srkHt", c)) || c == OPT_FREE_HANDICAP || c == OPT_BLACK || c == OPT_WHITE)
		o->game_option = true;
	switch (c) {
	case 's':
		if (!number_parse_int(optarg, BOARD_MIN_SIZE, BOARD_MAX_SIZE, &o->size))
			return bad_usage_arg(_("invalid board size '%s' (5 to 25)"), optarg);
		return GO_ON;
	case 'r':
		if (!rules_parse(optarg, &o->rules))
			return bad_usage_arg(_("unknown rules '%s' (japanese, chinese or capture)"), optarg);
		return GO_ON;
	case 'k':
		if (!number_parse(optarg, -1000, 1000, &o->komi))
			return bad_usage_arg(_("invalid komi '%s'"), optarg);
		o->komi_set = true;
		return GO_ON;
	case 'H':
		if (!number_parse_int(optarg, 0, 9, &o->handicap) || o->handicap == 1)
			return bad_usage_arg(_("invalid handicap '%s' (2 to 9, or 0)"), optarg);
		return GO_ON;
	case OPT_FREE_HANDICAP: o->free_handicap = true; return GO_ON;
	case 't': {
		char *cause = NULL;

		if (clock_spec_parse(optarg, &o->clock, &cause) < 0) {
			int rc = bad_usage_arg(_("--time=%s: %s"), optarg, cause);

			free(cause);
			return rc;
		}
		return GO_ON;
	}
	case OPT_BLACK: case OPT_WHITE: case OPT_HINT: case OPT_ANALYSIS: case OPT_ENGINE_DELAY: case OPT_ENGINE_TIMEOUT:
		return parse_engine_option(c, o);
	case OPT_ASCII: o->ascii = true; return GO_ON;
	case OPT_NO_COLOR: o->no_color = true; return GO_ON;
	case OPT_SCALE:
		if (strcmp(optarg, "auto") && strcmp(optarg, "1") && strcmp(optarg, "2"))
			return bad_usage_arg(_("--scale=%s: 1, 2 or auto"), optarg);
		o->scale = !strcmp(optarg, "auto") ? 0 : optarg[0] - '0';
		return GO_ON;
	case OPT_PLAIN: o->plain = true; return GO_ON;
	case OPT_GTP: o->gtp = true; return GO_ON;
	case OPT_REVIEW: o->review = true; return GO_ON;
	case OPT_CONFIG: case OPT_NO_CONFIG: case OPT_GAMES: return parse_files_option(c, o);
	case OPT_PLAYER: case OPT_SINCE: case OPT_UNTIL: case OPT_RESULT:
		return parse_filter_option(c, o);
	case OPT_PROBLEMS: o->problems = true; return GO_ON;
	case 'o': o->output = optarg; return GO_ON;
	case OPT_ANALYZE: case OPT_ANALYZE_VISITS: case OPT_ANALYZE_SECONDS:
		return parse_analyze_option(c, o);
	case OPT_PRINT: /* the SGF file tools (sgftool.c) */
	case OPT_SCORE:
	case OPT_CONVERT:
	case OPT_CHECK:
		if (o->tool && o->tool != c)
			return bad_usage(_("choose one of --print, --score, --convert and --check"));
		o->tool = c;
		if (c == OPT_PRINT)
			o->print_move = optarg;
		return GO_ON;
	case 'h': usage(stdout); return 0;
	case 'V': version(); return 0;
	default:
		fprintf(stderr, _("Try '%s --help' for more information.\n"), PACKAGE);
		return 2;
	}
}

/* The options that go with one file tool only: GO_ON, or the exit status. */
static int tool_options(const struct options *o)
{
	if (o->output && o->tool != OPT_CONVERT)
		return bad_usage(_("--output goes with --convert"));
	if (o->tool == OPT_CONVERT && o->nfiles > 1 && !o->output)
		return bad_usage(_("--convert of several files needs --output=DIR"));
	if (o->tool == OPT_SCORE && (o->given & SET_RULES) && o->rules == RULES_CAPTURE)
		return bad_usage(_("--score counts territory or area: Capture Go has no count"));
	if (o->tool && o->tool != OPT_SCORE && (o->given & (SET_RULES | SET_KOMI)))
		return bad_usage(_("--rules and --komi go with --score, not the other file tools"));
	return GO_ON;
}

/* The options and FILE: GO_ON, or the exit status. */
static int parse_options(int argc, char **argv, struct options *o)
{
	int c, rc;

	while ((c = getopt_long(argc, argv, "s:r:k:H:t:o:hV", long_options, NULL)) != -1)
		if ((rc = parse_option(c, o)) != GO_ON)
			return rc;
		else
			o->given |= option_setting(c);
	if (optind < argc)
		o->file = argv[optind];
	o->files = argv + optind, o->nfiles = argc - optind;
	if (o->nfiles > 1 && (!o->tool || o->tool == OPT_PRINT))
		return bad_usage_arg(_("too many arguments: '%s'"), argv[optind + 1]);
	if ((rc = tool_options(o)) != GO_ON)
		return rc;
	if (o->review && (o->tool || o->gtp))
		return bad_usage(_("--review goes with no --gtp or file tool"));
	if (o->games && (o->file || o->tool || o->gtp || o->review))
		return bad_usage(_("--games goes alone"));
	if (o->filtered && !o->games)
		return bad_usage(_("--player, --since, --until and --result go with --games"));
	if (o->games && (o->given & SET_SIZE))
		o->filter.size = o->size;
	if (o->filter.since[0] && o->filter.until[0] &&
	    strncmp(o->filter.since, o->filter.until, strlen(o->filter.until)) > 0)
		return bad_usage(_("--since is after --until: no game can match"));
	if (o->analyze && (!o->file || o->tool || o->gtp || o->review || o->problems || o->games))
		return bad_usage(_("--analyze needs a FILE and goes with no other mode"));
	if (o->problems && (o->review || o->tool || o->gtp || o->games))
		return bad_usage(_("--problems goes with no --review, --games, --gtp or file tool"));
	if (o->problems && !o->game_option)
		o->size = 9; /* the game behind the problems: a beginner's board */
	if (o->tool && !o->file)
		return bad_usage(_("--print, --score, --convert and --check need a FILE"));
	if ((o->engine[BLACK] || o->engine[WHITE] || o->hint || o->analysis) && (o->tool || o->gtp))
		return bad_usage(_("engines (gtp:COMMAND) play on the screen, not with --gtp or a file tool"));
	return GO_ON;
}

/* ---- the modes ---- */

static int run_tool(const struct options *o)
{
	switch (o->tool) {
	case OPT_PRINT: return sgftool_print(o->file, o->print_move, stdout, stderr);
	case OPT_SCORE: {
		struct score_opts so = { .rules_set = o->given & SET_RULES, .rules = o->rules,
			                 .komi_set = o->komi_set, .komi = o->komi };

		return sgftool_score(o->files, o->nfiles, &so, stdout, stderr);
	}
	case OPT_CONVERT: return sgftool_convert(o->files, o->nfiles, o->output, stdout, stderr);
	default: return sgftool_check(o->files, o->nfiles, stdout, stderr);
	}
}

/* --review alone: the latest finished game kept; --review WHICH where
 * WHICH is no file: the game of the archive it names (a number of --games,
 * or a file name there).  GO_ON, or the exit status. */
static int pick_review(struct options *o)
{
	char *cause = NULL;

	if (!o->review || (o->file && access(o->file, F_OK) == 0))
		return GO_ON;
	if (!(o->picked = archive_pick(NULL, o->file, &cause))) {
		char *shown = text_sanitize(cause ? cause : "?");

		fprintf(stderr, "%s: %s\n", PACKAGE, shown);
		free(shown);
		free(cause);
		return 1;
	}
	o->file = o->picked;
	return GO_ON;
}

/* The file tools, the GTP referee, or the interactive screen. */
static int run_mode(struct options *o)
{
	struct game g;
	int rc;

	if (o->games)
		return sgftool_games(NULL, &o->filter, stdout, stderr);
	if (o->analyze) {
		read_settings(o); /* [engines] analysis too */
		o->an.engine = o->analysis;
		return analyze_file(o->file, &o->an, o->plain);
	}
	if (o->tool)
		return run_tool(o);
	if ((rc = pick_review(o)) != GO_ON)
		return rc;
	if (!o->gtp)
		read_settings(o); /* the screen's settings; GTP keeps the protocol's defaults */
	if (setup_game(&g, o) < 0)
		return 2;
	if (o->gtp)
		rc = gtp_serve(&g, stdin, stdout) < 0 ? 1 : 0;
	else
		rc = run_screen(&g, o);
	game_free(&g);
	return rc;
}

int main(int argc, char **argv)
{
	struct options o = { .size = 19, .rules = RULES_JAPANESE };
	int rc;

	setlocale(LC_ALL, "");
#if ENABLE_NLS
	{ /* installed, the build tree's, or $TENGEN_LOCALEDIR (paths.h) */
		char *dir = locale_dir();

		if (dir)
			bindtextdomain(PACKAGE, dir);
		textdomain(PACKAGE);
		free(dir);
	}
#endif
	if ((rc = parse_options(argc, argv, &o)) != GO_ON)
		return rc;
	rc = run_mode(&o);
	settings_file_free(&o.settings);
	free(o.picked);
	return rc;
}
