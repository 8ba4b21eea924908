import { loadConfig, type Config } from '../config';
import type { DatabaseHandle } from '../db/database';
import { openDatabase } from '../db/open-database';
import { embeddedDatabaseInUse } from './embedded-database-in-use';

/** A command line that does not parse: printed with the usage, exit code 2. */
export class UsageError extends Error {
  constructor(problem: string) {
    super(problem);
    this.name = 'UsageError';
  }
}

type CommonOptions<Args, Help extends Args> = {
  usage: string;
  /** Throws a `UsageError` for a command line that does not parse. */
  parse: (argv: string[]) => Args;
  isHelp: (args: Args) => args is Help;
  /** Starts the message of an unexpected failure, e.g. `seed failed`. */
  failure: string;
};

type CliOptions<Args, Help extends Args> = CommonOptions<Args, Help> & {
  /** The command's work on the database the server uses; resolves to the exit code. */
  run: (args: Exclude<Args, Help>, database: DatabaseHandle, config: Config) => Promise<number>;
};

type ConfigOnlyOptions<Args, Help extends Args> = CommonOptions<Args, Help> & {
  /** The command's work, which opens what it needs itself; resolves to the exit code. */
  run: (args: Exclude<Args, Help>, config: Config) => Promise<number>;
};

/**
 * Runs a command-line tool of the server on this process's arguments. Exit codes: 0 done,
 * 1 refused or failed, 2 bad usage. The embedded database is refused while the server holds it.
 */
export function runCli<Args, Help extends Args>(options: CliOptions<Args, Help>): void {
  runWithConfig({
    ...options,
    run: async (args, config) => {
      const database = await openDatabase(config, (error) =>
        process.stderr.write(`database pool error: ${error.message}\n`),
      );
      try {
        return await options.run(args, database, config);
      } finally {
        await database.close();
      }
    },
  });
}

/** `runCli` for a command that opens the database itself (`npm run restore` fills an empty one). */
export function runWithConfig<Args, Help extends Args>(
  options: ConfigOnlyOptions<Args, Help>,
): void {
  main(options, process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      // A bad environment (ConfigError names every variable) or an unreachable database.
      const reason = error instanceof Error ? error.message : String(error);
      process.stderr.write(`${options.failure}: ${reason}\n`);
      process.exitCode = 1;
    },
  );
}

async function main<Args, Help extends Args>(
  { usage, parse, isHelp, run }: ConfigOnlyOptions<Args, Help>,
  argv: string[],
): Promise<number> {
  let args: Args;
  try {
    args = parse(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`${error.message}\n\n${usage}\n`);
    return 2;
  }
  if (isHelp(args)) {
    process.stdout.write(`${usage}\n`);
    return 0;
  }

  const config = loadConfig();
  const inUse = embeddedDatabaseInUse(config);
  if (inUse) {
    process.stderr.write(`${inUse}\n`);
    return 1;
  }
  return run(args as Exclude<Args, Help>, config);
}
