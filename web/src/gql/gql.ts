/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query MyBadges {\n    myBadges {\n      badgeType\n      name\n      description\n      badgeCategory\n      earnedDate\n    }\n  }\n": typeof types.MyBadgesDocument,
    "\n  query Me {\n    me {\n      id\n      email\n      fullName\n      roles\n    }\n  }\n": typeof types.MeDocument,
};
const documents: Documents = {
    "\n  query MyBadges {\n    myBadges {\n      badgeType\n      name\n      description\n      badgeCategory\n      earnedDate\n    }\n  }\n": types.MyBadgesDocument,
    "\n  query Me {\n    me {\n      id\n      email\n      fullName\n      roles\n    }\n  }\n": types.MeDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyBadges {\n    myBadges {\n      badgeType\n      name\n      description\n      badgeCategory\n      earnedDate\n    }\n  }\n"): typeof import('./graphql').MyBadgesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      id\n      email\n      fullName\n      roles\n    }\n  }\n"): typeof import('./graphql').MeDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
