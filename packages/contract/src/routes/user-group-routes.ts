import { z } from 'zod';
import { acceptedSchema } from '../api/auth.ts';
import {
  userGroupCandidateQuerySchema,
  userGroupFieldsSchema,
  userGroupIdParamsSchema,
  userGroupItemSchema,
  userGroupMemberIdsSchema,
  userGroupMemberPageQuerySchema,
  userGroupMemberSchema,
  userGroupPageQuerySchema,
} from '../api/user-groups.ts';
import { pageSchema } from '../envelope.ts';
import { defineRoute } from './define-route.ts';

const tags = ['user-group'] as const;
const readErrors = [401, 403, 404] as const;
const writeErrors = [400, 401, 403, 404, 409] as const;

/** User groups of a company, named by us in the style of the other routes. */
export const userGroupRoutes = {
  userGroupPage: defineRoute({
    method: 'GET',
    path: '/user-group/page',
    tenant: 'optional',
    access: 'userGroup.read',
    query: userGroupPageQuerySchema,
    response: pageSchema(userGroupItemSchema),
    errors: readErrors,
    tags,
    summary: 'User groups of the company by page (name filter), with networks, content groups and members',
    description: 'A system admin names `companyId`.',
  }),
  userGroupDetail: defineRoute({
    method: 'GET',
    path: '/user-group/detail/:id',
    tenant: 'optional',
    access: 'userGroup.read',
    params: userGroupIdParamsSchema,
    response: userGroupItemSchema,
    errors: readErrors,
    tags,
    summary: 'One user group (705 when it is not the company’s)',
  }),
  userGroupAdd: defineRoute({
    method: 'POST',
    path: '/user-group/add',
    tenant: 'optional',
    access: 'userGroup.manage',
    body: userGroupFieldsSchema,
    response: userGroupItemSchema,
    errors: writeErrors,
    tags,
    summary: 'Add a user group',
    description:
      'Networks: valid (429), IPv4 /24-/32 or IPv6 /48-/128 (429), not repeated (727), not overlapping another group’s (432); an IP-address group needs the company’s login by IP (803); content groups of the company (710).',
  }),
  userGroupUpdate: defineRoute({
    method: 'PUT',
    path: '/user-group/update/:id',
    tenant: 'optional',
    access: 'userGroup.manage',
    params: userGroupIdParamsSchema,
    body: userGroupFieldsSchema,
    response: userGroupItemSchema,
    errors: writeErrors,
    tags,
    summary: 'Replace a user group’s settings, networks and content groups (the add rules apply)',
  }),
  userGroupDelete: defineRoute({
    method: 'DELETE',
    path: '/user-group/delete/:id',
    tenant: 'optional',
    access: 'userGroup.manage',
    params: userGroupIdParamsSchema,
    response: acceptedSchema,
    errors: [401, 403, 404, 409],
    tags,
    summary: 'Delete a user group',
    description:
      'The login-by-IP group cannot be deleted (748); a password group with members is in use (430). An IP group takes its IP user and that user’s sessions with it.',
  }),
  userGroupMembers: defineRoute({
    method: 'GET',
    path: '/user-group/members/:id',
    tenant: 'optional',
    access: 'userGroup.read',
    params: userGroupIdParamsSchema,
    query: userGroupMemberPageQuerySchema,
    response: pageSchema(userGroupMemberSchema),
    errors: readErrors,
    tags,
    summary: 'The readers in a user group by page (keyword: name, e-mail or username)',
    description: "An IP-address group's member is its IP user, which is not listed.",
  }),
  userGroupMemberCandidates: defineRoute({
    method: 'GET',
    path: '/user-group/member-candidates/:id',
    tenant: 'optional',
    access: 'userGroup.manage',
    params: userGroupIdParamsSchema,
    query: userGroupCandidateQuerySchema,
    response: z.array(userGroupMemberSchema),
    errors: readErrors,
    tags,
    summary:
      'Readers of the company, not in the group, whose name, e-mail or username holds the keyword (20 at most)',
  }),
  userGroupAddMembers: defineRoute({
    method: 'POST',
    path: '/user-group/add-members/:id',
    tenant: 'optional',
    access: 'userGroup.manage',
    params: userGroupIdParamsSchema,
    body: userGroupMemberIdsSchema,
    response: userGroupItemSchema,
    errors: writeErrors,
    tags,
    summary: 'Put readers in an ID-and-password group',
    description:
      "Readers (end users) of the group's company only (703 names the others, and nothing is added); an IP-address group takes none (423); the group's max users counts its members (427). A reader without a primary group gets this one.",
  }),
  userGroupRemoveMembers: defineRoute({
    method: 'POST',
    path: '/user-group/remove-members/:id',
    tenant: 'optional',
    access: 'userGroup.manage',
    params: userGroupIdParamsSchema,
    body: userGroupMemberIdsSchema,
    response: userGroupItemSchema,
    errors: writeErrors,
    tags,
    summary: 'Take readers out of an ID-and-password group (ids not in it are ignored)',
    description: 'A reader whose primary group this was gets their oldest remaining group, or none.',
  }),
};
