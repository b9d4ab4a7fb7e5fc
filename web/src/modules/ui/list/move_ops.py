# Moves each `export const X = graphql(...)` from web/src/modules/*/graphql/*.ts into the one
# file that uses it (or the first listed), fixing imports. Run from the repo root.
import os, re, sys, subprocess
SRC = 'web/src'
HOME = {  # operation -> file it moves to (the component or hook that runs it)
  'CurrentMemberQuery': 'web/src/modules/shell/components/Shell.tsx',
  'DojoListQuery': 'web/src/modules/dojos/components/DojosScreen.tsx',
  'DojoQuery': 'web/src/modules/dojos/components/DojoModal.tsx',
  'DojoFormOptionsQuery': 'web/src/modules/dojos/components/DojoModal.tsx',
  'MemberListQuery': 'web/src/modules/members/components/MembersScreen.tsx',
  'MemberDetailFields': 'web/src/modules/members/components/MemberRecordCard.tsx',
}
block_re = re.compile(r'((?:/\*\*(?:(?!\*/).)*\*/\n)?)export const (\w+) = graphql\(`.*?`\);\n', re.S)
files = sorted(subprocess.check_output(['git', 'ls-files', SRC + '/**/*.ts', SRC + '/**/*.tsx']).decode().split())
files = [f for f in files if '/generated/' not in f]
ops_files = [f for f in files if re.match(r'web/src/modules/[^/]+/graphql/[^/]+\.ts$', f)]
def rel(frm, to):
  r = os.path.relpath(to, os.path.dirname(frm)).replace(os.sep, '/')
  return r if r.startswith('.') else './' + r
gql = 'web/src/generated/gql'
moves = {}  # target -> [(name, text)]
users_of = {}
for f in ops_files:
  text = open(f).read()
  for m in block_re.finditer(text):
    name = m.group(2)
    users = [u for u in files if u != f and re.search(r'\b%s\b' % name, open(u).read())]
    target = HOME.get(name) or (users[0] if users else None)
    if target is None: sys.exit('no user for ' + name)
    users_of[name] = (f, target, [u for u in users if u != target])
    moves.setdefault(target, []).append((name, m.group(0)))
  # what stays: nothing
for target, blocks in moves.items():
  text = open(target).read()
  names = [n for n, _ in blocks]
  # drop the names from imports of a graphql/ module
  def fix_import(m):
    specs = [s.strip() for s in m.group(1).split(',') if s.strip()]
    keep = [s for s in specs if s not in names]
    if not keep: return ''
    return 'import { %s } from %s;\n' % (', '.join(keep), m.group(2))
  text = re.sub(r"import \{([^}]*)\} from ('[^']*/graphql/[^']*');\n", fix_import, text)
  body = '\n'.join(b if any(users_of[n][2] for n in [n2]) else b.replace('export const ', 'const ', 1) for n2, b in blocks)
  imports_end = 0
  for m in re.finditer(r"^import [^;]*;\n", text, re.M): imports_end = m.end()
  gql_import = "import { graphql } from '%s';\n" % rel(target, gql)
  text = text[:imports_end] + ('' if gql_import in text else '') + '\n' + body + text[imports_end:]
  # graphql import first among imports, once
  if gql_import not in text[:imports_end]:
    text = gql_import + text
  open(target, 'w').write(text)
# other users import from the new home
for name, (src, target, others) in users_of.items():
  for u in others:
    text = open(u).read()
    spec_re = re.compile(r"import (type )?\{([^}]*)\} from '([^']*/graphql/[^']*)';\n")
    def fix(m):
      specs = [s.strip() for s in m.group(2).split(',') if s.strip()]
      if name not in specs: return m.group(0)
      keep = [s for s in specs if s != name]
      out = "import { %s } from '%s';\n" % (name, rel(u, target)[:-len(os.path.splitext(target)[1])])
      if keep: out = "import %s{ %s } from '%s';\n" % (m.group(1) or '', ', '.join(keep), m.group(3)) + out
      return out
    text = spec_re.sub(fix, text)
    open(u, 'w').write(text)
for f in ops_files:
  os.remove(f)
for name, (src, target, others) in sorted(users_of.items()):
  print(name, '->', target, ('also ' + ' '.join(others)) if others else '')
