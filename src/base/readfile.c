/*
 * readfile.c — a whole file read into memory, safely (readfile.h): the
 * kind of file looked at once, with fstat() on the descriptor opened
 * (no race with a rename), then read(2) in a loop up to the cap.
 */
#include "base/readfile.h"

#include <errno.h>
#include <fcntl.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "base/i18n.h"
#include "base/util.h"

/* path opened without waiting (a FIFO with no writer, a terminal); a FIFO
 * or a regular file is then read with waiting, as usual.  -1 with errno. */
static int open_read(const char *path)
{
	int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC), e;
	struct stat st;

	if (fd < 0)
		return -1;
	if (fstat(fd, &st) < 0)
		goto fail;
	if (S_ISDIR(st.st_mode)) {
		errno = EISDIR;
		goto fail;
	}
	if ((S_ISFIFO(st.st_mode) || S_ISREG(st.st_mode)) &&
	    fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK) < 0)
		goto fail;
	return fd;
fail:
	e = errno;
	close(fd);
	errno = e;
	return -1;
}

/* Everything fd holds, up to max bytes: 0, or -1 with errno (EFBIG past max). */
static int read_all(int fd, size_t max, char **data, size_t *len)
{
	size_t cap = 0;
	ssize_t n;

	*data = NULL;
	*len = 0;
	for (;;) {
		*data = xgrow(*data, &cap, *len + 65536, 1);
		n = read(fd, *data + *len, cap - *len - 1);
		if (n == 0)
			break;
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0)
			return -1;
		*len += (size_t)n;
		if (*len > max) {
			errno = EFBIG;
			return -1;
		}
	}
	(*data)[*len] = '\0';
	return 0;
}

char *file_read(const char *path, size_t max, size_t *len, char **cause)
{
	bool std = !strcmp(path, "-");
	int fd = std ? STDIN_FILENO : open_read(path), e;
	char *data;

	if (fd < 0) {
		e = errno;
		if (e == EISDIR)
			cause_set(cause, _("cannot read: %s"), strerror(e));
		else
			cause_set(cause, _("cannot open: %s"), strerror(e));
		errno = e;
		return NULL;
	}
	e = read_all(fd, max, &data, len) < 0 ? errno : 0;
	if (!std)
		close(fd);
	if (e) {
		if (e == EFBIG)
			cause_set(cause, _("larger than %d MB: not a file tengen reads"),
			          (int)(max >> 20));
		else
			cause_set(cause, _("cannot read: %s"), strerror(e));
		free(data);
		data = NULL;
		*len = 0;
		errno = e;
	}
	return data;
}
