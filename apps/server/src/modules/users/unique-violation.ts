/** The users' unique indexes answer by the one constraint table (707 e-mail, 789 username, 717 external id). */
export { asRefusal as asDuplicateError } from '../../platform/database/constraint-refusals.ts';
