import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';

// The lint rule itself (eslint.domain-cycles.js), run on the real tree of graph/src/modules.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { domainCyclesPlugin, domainOf, reach, scan } = require('../../eslint.domain-cycles.js');

const ROOT = path.resolve(__dirname, '../..');
const linter = new Linter({ configType: 'flat', cwd: ROOT });
const config = [
  {
    files: ['**/*.ts'],
    languageOptions: { parser: tseslint.parser },
    plugins: { federa: domainCyclesPlugin },
    rules: { 'federa/no-domain-cycles': 'error' as const },
  },
];

/** What the rule says of a file of `domain` with this text, as if it were in the tree. */
const lint = (domain: string, text: string) =>
  linter
    .verify(text, config, { filename: path.join(ROOT, 'graph/src/modules', domain, 'probe.ts') })
    .map((message) => message.message);

describe('no cycles between domains', () => {
  it('refuses an import that closes a cycle, naming the way back', () => {
    // members already import dojos (a member's dojo): dojos importing members closes the cycle.
    expect(lint('dojos', "import { Member } from '../members/member.entity';\nexport { Member };")).toEqual([
      expect.stringMatching(/^Domains import each other: dojos → members → dojos\./),
    ]);
    // The old way of a member's delete: asking the fees module whether fees keep the member.
    expect(lint('members', "export { memberHasFees } from '../fees/fee-history';")).toEqual([
      expect.stringMatching(/^Domains import each other: members → fees → members\./),
    ]);
    // Through a third domain, and by a type-only import.
    expect(
      lint(
        'geo',
        "import type { GradeService } from '../grades/grade.service';\nexport type G = GradeService;",
      ),
    ).toEqual([expect.stringMatching(/^Domains import each other: geo → grades → .+ → geo\./)]);
  });

  it('lets a domain import those it is built on, and the kit', () => {
    expect(lint('grades', "import { Member } from '../members/member.entity';\nexport { Member };")).toEqual(
      [],
    );
    expect(lint('dojos', "import { sql } from '../common/sql';\nexport { sql };")).toEqual([]);
  });

  it('finds none in the tree as it is', () => {
    const byFile = scan();
    const domains = [...new Set([...byFile.keys()].map(domainOf))] as string[];
    const cycles = domains.flatMap((a) =>
      domains.filter((b) => a < b && reach(byFile, a, b) && reach(byFile, b, a)).map((b) => `${a} ↔ ${b}`),
    );
    expect(cycles).toEqual([]);
  });
});
