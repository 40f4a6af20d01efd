/** The maintenance commands' shared parts (bin/backup.ts, bin/restore.ts, bin/migrateFiles.ts): arguments and their end. */
import { parseArgs } from 'node:util';

/** The positional arguments and the flags `--force` and `--keep`; an unknown flag is refused. */
export const commandArguments = (argv = process.argv.slice(2)) => {
  const { values, positionals } = parseArgs({ args: argv, allowPositionals: true, options: { force: { type: 'boolean', default: false }, keep: { type: 'boolean', default: false } } });
  return { positionals, force: values.force ?? false, keep: values.keep ?? false };
};

/** What a command did: its lines, and exit code 2 when part of its work failed (a report says which). */
export type CommandResult = string[] | { lines: string[]; partly: boolean };

/** Runs a command: its lines on stdout, a failure as one clear line on stderr and exit code 1. */
export const runCommand = (failure: string, main: () => Promise<CommandResult>) => {
  main().then(
    (result) => {
      const { lines, partly } = Array.isArray(result) ? { lines: result, partly: false } : result;
      process.stdout.write(`${lines.join('\n')}\n`);
      process.exit(partly ? 2 : 0);
    },
    (error: unknown) => {
      process.stderr.write(`${failure}: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
};
