# make install: builds iblint in release mode and copies the binary to $(DESTDIR)$(PREFIX)/bin.
#
#   make                                  release build (.build/release/iblint)
#   make install                          into /usr/local/bin (may need sudo)
#   make install PREFIX=$HOME/.local      into ~/.local/bin
#   make install DESTDIR=/tmp/stage       staged install, for packagers
#   make uninstall [PREFIX=…]             removes the installed binary
#
# On Linux the Swift runtime is linked statically (--static-swift-stdlib), so the installed binary
# runs without the Swift toolchain; it still needs the system's libxml2 (libxml2 on Debian/Ubuntu).
# SWIFT_BUILD_FLAGS replaces the build flags entirely.

PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
SWIFT ?= swift
INSTALL ?= install

ifeq ($(shell uname -s),Linux)
SWIFT_BUILD_FLAGS ?= -c release --static-swift-stdlib
else
SWIFT_BUILD_FLAGS ?= -c release
endif

.PHONY: all build install uninstall clean

all: build

build:
	$(SWIFT) build $(SWIFT_BUILD_FLAGS) --product iblint

install: build
	$(INSTALL) -d "$(DESTDIR)$(BINDIR)"
	$(INSTALL) -m 755 "$$($(SWIFT) build $(SWIFT_BUILD_FLAGS) --show-bin-path)/iblint" "$(DESTDIR)$(BINDIR)/iblint"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/iblint"

clean:
	$(SWIFT) package clean
