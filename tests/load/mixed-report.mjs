// What the mixed load prints at its end: latency per kind, the errors (each distinct one once, with
// its count), each process's memory minute by minute, and the heap's and rss's slopes after the
// warm-up with a verdict against the goals of issue 29 (p95 ≤ 150 ms, 0 errors, memory flat).

const GOAL_P95_MS = 150;

function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
const ms = (value) => (Number.isNaN(value) ? '—' : `${Math.round(value)} ms`);

/** The least-squares slope of `values` per step, in their unit per minute. */
function slope(points) {
  const n = points.length;
  if (n < 2) return NaN;
  const mx = points.reduce((s, [x]) => s + x, 0) / n;
  const my = points.reduce((s, [, y]) => s + y, 0) / n;
  const sxy = points.reduce((s, [x, y]) => s + (x - mx) * (y - my), 0);
  const sxx = points.reduce((s, [x]) => s + (x - mx) ** 2, 0);
  return sxy / sxx;
}

export function report({
  stats,
  distinctErrors,
  minutesSeen,
  warmup,
  seconds,
  notSent,
  heldBack,
  MAX_IN_FLIGHT,
}) {
  const all = [];
  let errors = 0;
  let busy = 0;
  console.log(`\n${'kind'.padEnd(30)} ${'answered'.padStart(8)}   p50 ms   p95 ms   p99 ms  errors  busy`);
  const row = (name, sorted, failed, refused) =>
    console.log(
      `${name.padEnd(30)} ${String(sorted.length).padStart(8)} ${ms(percentile(sorted, 50)).padStart(8)} ${ms(
        percentile(sorted, 95),
      ).padStart(
        8,
      )} ${ms(percentile(sorted, 99)).padStart(8)} ${String(failed).padStart(7)} ${String(refused).padStart(5)}`,
    );
  for (const [name, entry] of stats) {
    const sorted = [...entry.latencies].sort((a, b) => a - b);
    all.push(...sorted);
    errors += entry.errors;
    busy += entry.busy;
    row(name, sorted, entry.errors, entry.busy);
  }
  all.sort((a, b) => a - b);
  row('all', all, errors, busy);
  const p95 = percentile(all, 95);
  console.log(
    `throughput ${(all.length / seconds).toFixed(1)} requests/s over ${seconds.toFixed(0)} s; not sent (over ${MAX_IN_FLIGHT} in flight) ${notSent}; ` +
      `held back (every user who would send it already waiting for their own) ${heldBack}`,
  );
  if (distinctErrors.size) {
    console.log('errors:');
    for (const [key, { count }] of [...distinctErrors].sort((a, b) => b[1].count - a[1].count))
      console.log(`  ${String(count).padStart(6)} × ${key}`);
  }

  const replicas = Math.max(0, ...minutesSeen.map((m) => m.memory.length));
  console.log(
    `\nminute  answered  p95 ms  ${Array.from({ length: replicas }, (_, i) => `replica ${i + 1} rss / heap MB`).join('  ')}`,
  );
  for (const m of minutesSeen)
    console.log(
      `${String(m.minute).padStart(6)} ${String(m.answered).padStart(9)} ${String(Math.round(m.p95 ?? NaN)).padStart(7)}  ${m.memory
        .map((x) =>
          x
            ? `${x.rss.toFixed(0).padStart(12)} / ${x.heapUsed.toFixed(1).padStart(6)}`
            : '           — /      —',
        )
        .join('  ')}`,
    );
  // Flat: the heap grows by less than 5 MB, or 5 % of itself, over the minutes after the warm-up.
  let flat = true;
  for (let i = 0; i < replicas; i++) {
    const after = minutesSeen.filter((m) => m.minute > warmup && m.memory[i]);
    const heap = slope(after.map((m) => [m.minute, m.memory[i].heapUsed]));
    const rss = slope(after.map((m) => [m.minute, m.memory[i].rss]));
    const span = after.length ? after[after.length - 1].minute - after[0].minute : 0;
    const mean = after.reduce((s, m) => s + m.memory[i].heapUsed, 0) / Math.max(1, after.length);
    const growth = heap * span;
    // Two or three points are noise (a collection's timing): no verdict on them.
    const tooShort = after.length < 4;
    const isFlat = tooShort || growth < Math.max(5, 0.05 * mean);
    flat &&= isFlat;
    console.log(
      `replica ${i + 1} after ${warmup} min of warm-up (${after.length} minutes): heap ${heap.toFixed(2)} MB/min ` +
        `(${Number.isNaN(growth) ? '—' : growth.toFixed(1)} MB over ${span} min), rss ${rss.toFixed(2)} MB/min: ` +
        `${tooShort ? 'too short to tell' : isFlat ? 'flat' : 'GROWING'}`,
    );
  }
  console.log(
    `goals: p95 ${ms(p95)} ≤ ${GOAL_P95_MS} ms ${p95 <= GOAL_P95_MS ? 'met' : 'MISSED'}; errors ${errors} ${
      errors === 0 ? 'met' : 'MISSED'
    }; memory ${flat ? 'flat (or too short to tell)' : 'GROWING'}${busy ? `; ${busy} reports refused as busy` : ''}`,
  );
}
