import { Type } from '@sinclair/typebox';

/** The scalars most answer fields are (flags are 0/1 integers, SPEC §3); request fields use common.ts's bounded ones. */
export const Num = Type.Number();
export const Int = Type.Integer();
export const Str = Type.String();
export const Flag = Type.Integer({ minimum: 0, maximum: 1 });
