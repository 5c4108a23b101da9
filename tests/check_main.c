/*
 * check_main.c — the one main() of the check programs (tests/check_*): each
 * lists the functions that make its suites with TEST_SUITES() (testutil.h),
 * and this runs them, in that order, in one runner.  The conventions are
 * check's: each test in a child process unless CK_FORK=no, check's summary
 * line ("100%: Checks: N, Failures: 0, Errors: 0", which tests/summary.sh
 * shows), and the exit status automake reads (0 when no test failed).
 */
#include <stdlib.h>

#include "testutil.h"

int main(void)
{
	SRunner *sr = srunner_create(test_suites[0]());
	int failed;

	for (const test_suite_fn *make = test_suites + 1; *make; make++)
		srunner_add_suite(sr, (*make)());
	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
