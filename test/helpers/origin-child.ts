// The origin's process entry as a test's child: it stops when the test process goes away (its stdin ends), even when
// the test was killed before its teardown could stop it, so no origin outlives its test.
process.stdin.on('end', () => {
  process.kill(process.pid, 'SIGTERM');
  // A graceful close can wait on connections its dead client never closes; nobody is left to answer.
  setTimeout(() => process.exit(1), 3_000).unref();
});
process.stdin.resume();
await import('../../stand-ins/origin/main.ts');
