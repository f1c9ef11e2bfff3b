// What a script has started (emulators, site servers, builds, browsers), to be stopped
// once, newest first, however the script ends: done, failed half-way, or interrupted
// (Ctrl-C, a kill, the terminal closing). The emulators run in a process group of their
// own, so nothing but this stops them when the script goes.

export class StopList {
  // Entries stay on the list once run: run() only waits for the first stop again, so
  // stopAll() after a signal also waits for a stop already under way.
  /** @type {{ name: string, started: boolean, run: () => Promise<void> }[]} */
  #entries = [];
  #log;
  /** True once a signal asked the script to stop. */
  interrupted = false;

  constructor({ log = console.error } = {}) {
    this.#log = log;
  }

  /** How many things are still to stop. */
  get size() {
    return this.#entries.filter((entry) => !entry.started).length;
  }

  /**
   * Adds `stop` (a function, maybe async) under `name`, as in "Could not stop the
   * emulators". Returns the entry, for stopFrom(). It runs at most once.
   */
  add(name, stop) {
    let done = null;
    const entry = {
      name,
      started: false,
      run: () => {
        entry.started = true;
        done ??= Promise.resolve()
          .then(stop)
          .catch((error) => this.#log(`Could not stop the ${name}: ${error instanceof Error ? error.message : error}`));
        return done;
      },
    };
    this.#entries.push(entry);
    return entry;
  }

  /** Stops `entry` and everything added after it (what was started on top of it goes first). */
  async stopFrom(entry) {
    const at = this.#entries.indexOf(entry);
    for (const each of this.#entries.slice(at).reverse()) await each.run();
  }

  /** Stops everything still on the list, newest first; a failure is logged and the rest still stop. */
  async stopAll() {
    for (const each of this.#entries.slice().reverse()) await each.run();
  }

  /**
   * From now on SIGINT, SIGTERM and SIGHUP stop everything on the list and end the
   * process with `code`; `message(signal)`, if given, is printed first.
   */
  stopOnSignals({ code, message }) {
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
      process.on(signal, () => {
        if (this.interrupted) return;
        this.interrupted = true;
        if (message) console.log(message(signal));
        void this.stopAll().then(() => process.exit(code));
      });
    }
  }
}
