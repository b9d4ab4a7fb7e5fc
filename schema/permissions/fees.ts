import { isAnyAdministrator, levelsOver, type Actor, type Level, type Place } from './roles';

// Fee batch rules of part 2 §4 and §6: three validation levels, each acted on by its own role in
// its own place, in order. The server decides by these; the web offers actions by them.

/** 1 dojo, 2 association, 3 national: the order in which a batch is validated. */
export type FeeLevel = 1 | 2 | 3;
/** How far a batch is validated: 0 none, else the highest level that validated. */
export type FeeBatchState = 0 | FeeLevel;

const LEVEL_NUMBER: Record<Level, FeeLevel> = { dojo: 1, association: 2, national: 3 };

/** A batch as its rules need it: where it is and how far it is validated. */
export type FeeBatchRef = { dojoId: number; associationId: number; state: FeeBatchState };

/** The validation levels the actor holds over a batch's dojo. */
export function feeLevelsOver(actor: Actor, place: Required<Place>): FeeLevel[] {
  return levelsOver(actor, place).map((level) => LEVEL_NUMBER[level]);
}

/** valNiv: the level the actor may validate now (the next one, if theirs), or 0. */
export function levelToValidate(actor: Actor, batch: FeeBatchRef): FeeBatchState {
  const next = batch.state + 1;
  return next <= 3 && feeLevelsOver(actor, batch).includes(next as FeeLevel) ? (next as FeeLevel) : 0;
}

/** desValNiv: the level the actor may undo (the highest validated, if theirs), or 0. */
export function levelToUndo(actor: Actor, batch: FeeBatchRef): FeeBatchState {
  return batch.state > 0 && feeLevelsOver(actor, batch).includes(batch.state as FeeLevel) ? batch.state : 0;
}

/** The fee screen and its lists: administrators of the three kinds (part 2 §2, §6). */
export const managesFees = (actor: Pick<Actor, 'roles'>) => isAnyAdministrator(actor.roles);

/**
 * Creating and changing a dojo's batch: that dojo's administrator, or the national administrator
 * (issue 10); nobody once the dojo has validated it.
 */
export function canWriteFeeBatch(actor: Actor, place: Required<Place>): boolean {
  return actor.roles.admin || (actor.roles.dojoAdmin && actor.dojoId === place.dojoId);
}
