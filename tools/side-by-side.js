/**
 * `node tools/side-by-side.js lint typecheck`: runs the npm scripts named at once and fails if
 * any fails. Each script's output is held back and printed whole when it ends, so two logs never
 * interleave. Lint and the type check wait on nothing but the files, and on two cores both take
 * about the time of the longer one.
 */

const { spawn } = require("node:child_process");

/**
 * @param {string} script
 * @returns {Promise<boolean>} whether it passed
 */
const run = (script) =>
  new Promise((resolve) => {
    const child = spawn("npm", ["run", script], { stdio: ["ignore", "pipe", "pipe"] });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("close", (status) => {
      process.stdout.write(Buffer.concat(output));
      if (status !== 0) process.stderr.write(`npm run ${script} ended with ${status}\n`);
      resolve(status === 0);
    });
  });

Promise.all(process.argv.slice(2).map(run)).then((passed) => {
  process.exitCode = passed.every(Boolean) ? 0 : 1;
});
