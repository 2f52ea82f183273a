/** For crashKit's own test: prints `ready` and two acks in one write, then waits to be killed. */
process.stdout.write('ready\nack 1\nack 2\n');
setInterval(() => undefined, 60_000);
