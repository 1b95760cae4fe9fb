/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type Role =
  | 'admin'
  | 'beneficiary'
  | 'partner';

export type MyBadgesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyBadgesQuery = { myBadges: Array<{ badgeType: string, name: string, description: string | null, badgeCategory: string, earnedDate: string | null }> };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, email: string, fullName: string, roles: Array<Role> } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}

export const MyBadgesDocument = new TypedDocumentString(`
    query MyBadges {
  myBadges {
    badgeType
    name
    description
    badgeCategory
    earnedDate
  }
}
    `) as unknown as TypedDocumentString<MyBadgesQuery, MyBadgesQueryVariables>;
export const MeDocument = new TypedDocumentString(`
    query Me {
  me {
    id
    email
    fullName
    roles
  }
}
    `) as unknown as TypedDocumentString<MeQuery, MeQueryVariables>;