import { documentName, rewriteDocuments } from './graphqlDocuments';

describe('graphql document rewrite', () => {
  const source = [
    "import { graphql } from '../../../generated/gql';",
    '',
    'export const A = graphql(`',
    '  query AssociationList($page: ListInput) {',
    '    associations(page: $page) { total }',
    '  }',
    '`);',
    'export const B = graphql(`mutation DeleteAssociation($id: Int!) { deleteAssociation(id: $id) { message } }`);',
  ].join('\n');

  it('imports each document by its generated name instead of going through the map', () => {
    const out = rewriteDocuments(source, '../../../generated/graphql')!;
    expect(out).toContain(
      'import { AssociationListDocument, DeleteAssociationDocument } from "../../../generated/graphql";',
    );
    expect(out).toContain('export const A = AssociationListDocument;');
    expect(out).toContain('export const B = DeleteAssociationDocument;');
    expect(out).not.toContain('generated/gql');
    expect(out).not.toContain('graphql(`');
  });

  it('leaves modules without operations alone', () => {
    expect(rewriteDocuments("import x from 'y';\nexport const z = x;", './generated/graphql')).toBeNull();
  });

  it('names fragments as codegen does', () => {
    expect(documentName('fragment', 'MemberRow')).toBe('MemberRowFragmentDoc');
    expect(documentName('query', 'Me')).toBe('MeDocument');
  });
});
