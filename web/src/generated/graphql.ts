/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

export type ChangePasswordInput = {
  confirmation: Scalars['String']['input'];
  currentPassword: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type FirstPasswordInput = {
  /** valCode of the validation link */
  code: Scalars['String']['input'];
  confirmation: Scalars['String']['input'];
  mail: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

/** Language of the messages in the answer */
export type Language =
  | 'en'
  | 'es'
  | 'fr';

export type Message = {
  __typename?: 'Message';
  message: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** POST /v1/mod with the current password; other sessions end */
  changePassword: Session;
  /** /v1/asociados/resetPSW: issue a new validation link */
  resetMemberPassword: PasswordReset;
  /** POST /v1/mod with the validation code: the first password */
  setFirstPassword: Message;
  /** /v1/modPermisos: switch one of your roles on or off */
  setPermission: Session;
  /** POST /v1/login */
  signIn: Session;
  /** /v1/modPerfil: work as another association or dojo */
  switchProfile: Session;
};


export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
  lang?: InputMaybe<Language>;
};


export type MutationResetMemberPasswordArgs = {
  lang?: InputMaybe<Language>;
  memberId: Scalars['Int']['input'];
};


export type MutationSetFirstPasswordArgs = {
  input: FirstPasswordInput;
  lang?: InputMaybe<Language>;
};


export type MutationSetPermissionArgs = {
  enabled: Scalars['Boolean']['input'];
  lang?: InputMaybe<Language>;
  role: RoleToggle;
};


export type MutationSignInArgs = {
  lang?: InputMaybe<Language>;
  mail: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationSwitchProfileArgs = {
  input: SwitchProfileInput;
  lang?: InputMaybe<Language>;
};

/** A new validation link after a password reset */
export type PasswordReset = {
  __typename?: 'PasswordReset';
  /** Path of the validation link, to copy to the member */
  link: Scalars['String']['output'];
  message: Scalars['String']['output'];
  validationCode: Scalars['String']['output'];
};

export type ProfileKind =
  | 'ASSOCIATION'
  | 'DOJO';

export type Query = {
  __typename?: 'Query';
  /** The signed-in member, or null without a session */
  me: Maybe<SessionUser>;
  /** /v1/valida: is this validation link usable? */
  validationLink: ValidationLink;
};


export type QueryValidationLinkArgs = {
  code: Scalars['String']['input'];
  lang?: InputMaybe<Language>;
  mail: Scalars['String']['input'];
};

export type RoleToggle =
  | 'ADMIN'
  | 'ASSOCIATION_ADMIN'
  | 'DOJO_ADMIN';

/** Role flags of a session */
export type Roles = {
  __typename?: 'Roles';
  /** Global (national) administrator */
  admin: Scalars['Boolean']['output'];
  /** Administrator of the session association */
  associationAdmin: Scalars['Boolean']['output'];
  /** Administrator of the session dojo */
  dojoAdmin: Scalars['Boolean']['output'];
};

/** A signed session: send the token as `Authorization: Bearer <token>` */
export type Session = {
  __typename?: 'Session';
  message: Scalars['String']['output'];
  token: Scalars['String']['output'];
  user: SessionUser;
};

/** The signed-in member and the profile the session works as */
export type SessionUser = {
  __typename?: 'SessionUser';
  associationId: Scalars['Int']['output'];
  avatar: Scalars['String']['output'];
  /** Dojo the session works as (may differ from the home dojo) */
  dojoId: Scalars['Int']['output'];
  firstName: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  lastName: Scalars['String']['output'];
  mail: Maybe<Scalars['String']['output']>;
  /** numAcae */
  memberNumber: Maybe<Scalars['String']['output']>;
  /** Roles the member holds; they bound the toggles */
  originalRoles: Roles;
  /** Roles in force (may be switched off) */
  roles: Roles;
};

export type SwitchProfileInput = {
  /** Association or dojo id */
  id: Scalars['Int']['input'];
  kind: ProfileKind;
};

export type ValidationLink = {
  __typename?: 'ValidationLink';
  firstName: Scalars['String']['output'];
  mail: Scalars['String']['output'];
  memberNumber: Maybe<Scalars['String']['output']>;
  message: Scalars['String']['output'];
};

export type SetFirstPasswordMutationVariables = Exact<{
  input: FirstPasswordInput;
  lang?: InputMaybe<Language>;
}>;


export type SetFirstPasswordMutation = { __typename?: 'Mutation', setFirstPassword: { __typename?: 'Message', message: string } };

export type SignInMutationVariables = Exact<{
  mail: Scalars['String']['input'];
  password: Scalars['String']['input'];
  lang?: InputMaybe<Language>;
}>;


export type SignInMutation = { __typename?: 'Mutation', signIn: { __typename?: 'Session', token: string, user: { __typename?: 'SessionUser', id: number, firstName: string, lastName: string } } };

export type ValidationLinkQueryVariables = Exact<{
  mail: Scalars['String']['input'];
  code: Scalars['String']['input'];
  lang?: InputMaybe<Language>;
}>;


export type ValidationLinkQuery = { __typename?: 'Query', validationLink: { __typename?: 'ValidationLink', mail: string, firstName: string, message: string } };

export type CurrentMemberQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentMemberQuery = { __typename?: 'Query', me: { __typename?: 'SessionUser', id: number, firstName: string, lastName: string, memberNumber: string | null } | null };


export const SetFirstPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetFirstPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FirstPasswordInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setFirstPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SetFirstPasswordMutation, SetFirstPasswordMutationVariables>;
export const SignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mail"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"mail"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mail"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]}}]} as unknown as DocumentNode<SignInMutation, SignInMutationVariables>;
export const ValidationLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ValidationLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mail"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"validationLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"mail"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mail"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}},{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mail"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ValidationLinkQuery, ValidationLinkQueryVariables>;
export const CurrentMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CurrentMember"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"memberNumber"}}]}}]}}]} as unknown as DocumentNode<CurrentMemberQuery, CurrentMemberQueryVariables>;