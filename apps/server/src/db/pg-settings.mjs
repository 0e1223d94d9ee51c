// The PostgreSQL settings our servers start with, beside the defaults, shared by the embedded
// server (embedded.ts) and Debian's (debian-postgres.mjs: the fleet, TEST_POSTGRES=debian).
// Commits wait for their WAL on disk (fsync and synchronous_commit stay on), but background work
// must not make them wait on each other (docs/decisions/033-database-settings-for-steady-answers.md):
// fewer, spread checkpoints and compressed full-page images mean less WAL; a larger vacuum ring and
// WAL buffers mean autovacuum and backends flush the WAL less often on behalf of everyone.

/** Each setting, and the first major version that has it. */
const STEADY = {
  fsync: ['on', 9],
  synchronous_commit: ['on', 9],
  shared_buffers: ['256MB', 9],
  wal_buffers: ['16MB', 9],
  wal_compression: ['pglz', 15],
  max_wal_size: ['2GB', 9],
  checkpoint_timeout: ['15min', 9],
  checkpoint_completion_target: ['0.9', 9],
  vacuum_buffer_usage_limit: ['16MB', 16],
};

/** The settings for a server of `major` version, as name → value. */
export function steadySettings(major) {
  return Object.fromEntries(
    Object.entries(STEADY)
      .filter(([, [, since]]) => major >= since)
      .map(([name, [value]]) => [name, value]),
  );
}

/** `-c name=value …` for a server's command line. */
export function settingsArgs(settings) {
  return Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
}
