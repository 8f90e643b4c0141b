import { runCli } from './cli/run-cli.ts';

// `npm run clinic -- <command>`: manage clinics and their SDK keys.
const code = await runCli(process.argv.slice(2), process.env, {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
});
process.exitCode = code;
