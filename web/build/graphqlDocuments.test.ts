import { documentModule, documentName, rewriteDocuments } from './graphqlDocuments';

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

  it('imports each document from a module of its own instead of going through the map', () => {
    const out = rewriteDocuments(source)!;
    expect(out).toContain(
      'import { AssociationListDocument } from "virtual:graphql-document/AssociationListDocument";',
    );
    expect(out).toContain(
      'import { DeleteAssociationDocument } from "virtual:graphql-document/DeleteAssociationDocument";',
    );
    expect(out).toContain('export const A = AssociationListDocument;');
    expect(out).toContain('export const B = DeleteAssociationDocument;');
    expect(out).not.toContain('generated/gql');
    expect(out).not.toContain('graphql(`');
  });

  it('leaves modules without operations alone', () => {
    expect(rewriteDocuments("import x from 'y';\nexport const z = x;")).toBeNull();
  });

  it('names fragments as codegen does', () => {
    expect(documentName('fragment', 'MemberRow')).toBe('MemberRowFragmentDoc');
    expect(documentName('query', 'Me')).toBe('MeDocument');
  });

  it('cuts one document out of the generated module, so a chunk carries only the ones it uses', () => {
    const generated = [
      "import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';",
      'export const SignInDocument = {"kind":"Document","definitions":[]} as unknown as DocumentNode<SignInMutation, SignInMutationVariables>;',
      'export const MemberListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition"}]} as unknown as DocumentNode<MemberListQuery, MemberListQueryVariables>;',
    ].join('\n');
    expect(documentModule(generated, 'SignInDocument')).toBe(
      'export const SignInDocument = {"kind":"Document","definitions":[]};\n',
    );
    expect(() => documentModule(generated, 'SignIn')).toThrow(/npm run codegen/);
  });
});
