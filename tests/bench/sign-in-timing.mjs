// Prints how long sign-in takes for an unknown account and for a known account with a wrong
// password: the two must be indistinguishable, or timing would tell which mails exist.
//
// Against a running server with throttling relaxed for the measurement:
//   SIGNIN_MAX_FAILURES_PER_PAIR=100000 SIGNIN_MAX_ATTEMPTS_PER_ADDRESS=100000 \
//   SIGNIN_ACCOUNT_SLOW_AFTER=100000 npm start
//   node tests/bench/sign-in-timing.mjs [--url http://localhost:4000] [--rounds 40]
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : fallback;
};
const url = option('--url', 'http://localhost:4000');
const rounds = Number(option('--rounds', '40'));

async function signIn(mail, psw) {
  const started = process.hrtime.bigint();
  const response = await fetch(`${url}/v1/login`, { method: 'POST', headers: { mail, psw } });
  const body = await response.json();
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (response.status === 429) throw new Error('throttled: start the server with the limits above');
  if (body.auth !== false) throw new Error(`unexpected answer ${JSON.stringify(body)}`);
  return ms;
}

const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const q = (p) => s[Math.min(s.length - 1, Math.floor(p * s.length))];
  return { median: q(0.5), p10: q(0.1), p90: q(0.9) };
};

const unknown = [];
const wrong = [];
for (let i = 0; i < rounds; i++) {
  // Interleaved so that load on the machine affects both series alike.
  unknown.push(await signIn(`nadie${i}@demo.federa`, 'aikido124'));
  wrong.push(await signIn('miembro@demo.federa', 'aikido124'));
}
const fmt = ({ median, p10, p90 }) =>
  `median ${median.toFixed(1)} ms (p10 ${p10.toFixed(1)}, p90 ${p90.toFixed(1)})`;
console.log(`unknown account : ${fmt(stats(unknown))}`);
console.log(`wrong password  : ${fmt(stats(wrong))}`);
console.log(`median ratio    : ${(stats(unknown).median / stats(wrong).median).toFixed(2)}`);
