// The order guides' rows of both authorization matrices (REST and tRPC): every member of a company
// reads its guides; its owner and orderers write them, a viewer is refused (403); another company's
// members read a guide of A as missing (404); staff have no cart, so no guides (403).
import { createOrderGuidesService } from '@wholesale/services';
import {
  BUYERS,
  COMPANY_A_RECORD,
  type ActorName,
  type Expect,
  type Matrix,
  type MatrixRow,
} from './authorization-matrix';
import { trpcMutation, trpcQuery, type Headers } from './requests';

/** A guide of company A written by each actor that may: its owner and its orderer. */
const A_WRITES: Expect = { ...COMPANY_A_RECORD, viewerA: 403, admin: 403 };
const CREATES: Expect = { ...BUYERS, viewerA: 403, buyerB: 201, ordererB: 201, ordererA: 201, buyerA: 201 };

/** `matrix`: read when a row runs (the matrix is built in a hook, after the rows are listed). */
export function orderGuideRows(matrix: () => Matrix, door: 'rest' | 'trpc'): MatrixRow[] {
  let made = 0;
  /** A new guide of company A (its owner's), named apart from every other. */
  const guideOfA = async (): Promise<number> => {
    const guides = createOrderGuidesService({ db: matrix().w.handle.db });
    made += 1;
    return (await guides.create(matrix().w.buyerA.actor, { name: `Matrix ${door} ${made}`, lines: [] })).id;
  };
  let shared = 0;
  const sharedGuide = async () => (shared ||= await guideOfA());
  const name = (actor: ActorName) => `By ${actor}`;
  const rest = door === 'rest';
  const call = (auth: Headers, method: 'GET' | 'POST' | 'PUT' | 'DELETE', id: number | null, body?: unknown) =>
    matrix().t.inject(
      rest
        ? {
            method,
            url: id === null ? '/api/order-guides' : `/api/order-guides/${id}`,
            headers: auth,
            ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
          }
        : method === 'GET'
          ? trpcQuery('orderGuides.list', undefined, auth)
          : trpcMutation(
              method === 'POST' ? 'orderGuides.create' : method === 'PUT' ? 'orderGuides.update' : 'orderGuides.remove',
              { ...(id === null ? {} : { guideId: id }), ...(body as object | undefined) },
              auth,
            ),
    );
  // tRPC answers a creation with 200, REST with 201.
  const creates: Expect = rest ? CREATES : { ...CREATES, buyerB: 200, ordererB: 200, ordererA: 200, buyerA: 200 };
  const label = (what: string) => (rest ? what : `orderGuides: ${what}`);
  return [
    { name: label('GET /api/order-guides'), expect: BUYERS, call: (auth) => call(auth, 'GET', null) },
    {
      name: label('POST /api/order-guides'),
      expect: creates,
      call: (auth, actor) => call(auth, 'POST', null, { name: name(actor) }),
    },
    {
      name: label('PUT /api/order-guides/:ofA'),
      expect: A_WRITES,
      call: async (auth, actor) => call(auth, 'PUT', await sharedGuide(), { name: `Renamed by ${actor}` }),
    },
    {
      // each one that may delete deletes a guide of its own, so each answer is about its role
      name: label('DELETE /api/order-guides/:ofA'),
      expect: A_WRITES,
      call: async (auth, actor) =>
        call(auth, 'DELETE', actor === 'ordererA' || actor === 'buyerA' ? await guideOfA() : await sharedGuide()),
    },
  ];
}
