// Whose documents a call is about, and who may upload them.
import { sql } from 'kysely';
import {
  ACCOUNT_ERRORS,
  COMPANY_ERRORS,
  ForbiddenError,
  NotFoundError,
  requireSignedIn,
  UnauthorizedError,
  type Actor,
} from '@wholesale/contract';
import type { Db } from '../kernel/common';

export interface DocumentsCompany {
  id: number;
  company: string | null;
  email: string;
  canUpload: boolean;
  admin: boolean;
}

/**
 * The company a call is about, and whether the actor may upload for it: an admin names it (an
 * owner's account; anything else is 404); a buyer's is their own company (naming another is
 * 403), and only its owner uploads.
 */
export async function companyOf(db: Db, actor: Actor, companyId?: number): Promise<DocumentsCompany> {
  const me = requireSignedIn(actor);
  if (me.kind === 'admin') {
    if (companyId === undefined) throw new NotFoundError(ACCOUNT_ERRORS.userNotFound);
    const owner = await db
      .selectFrom('users')
      .select(['id', 'company', 'email', 'is_admin', 'owner_id'])
      .where('id', '=', companyId)
      .executeTakeFirst();
    if (!owner || owner.is_admin || owner.owner_id !== null) throw new NotFoundError(ACCOUNT_ERRORS.userNotFound);
    return { id: owner.id, company: owner.company, email: owner.email, canUpload: true, admin: true };
  }
  const row = await db
    .selectFrom('users as m')
    .innerJoin('users as o', (join) => join.on(sql`o.id`, '=', sql`coalesce(m.owner_id, m.id)`))
    .select(['m.id', 'm.owner_id', 'm.company_role', 'm.disabled_at', 'o.id as company_id', 'o.company', 'o.email'])
    .where('m.id', '=', me.userId)
    .executeTakeFirst();
  if (!row) throw new UnauthorizedError();
  if (companyId !== undefined && companyId !== row.company_id) throw new ForbiddenError();
  const owner = row.owner_id === null && row.company_role === 'owner' && row.disabled_at === null;
  return { id: row.company_id, company: row.company, email: row.email, canUpload: owner, admin: false };
}

/** The company, when the actor may upload its documents. */
export async function uploader(db: Db, actor: Actor, companyId?: number): Promise<DocumentsCompany> {
  const company = await companyOf(db, actor, companyId);
  // An orderer or a viewer reads where the company stands, but the owner answers for its papers.
  if (!company.canUpload) throw new ForbiddenError(COMPANY_ERRORS.ownerOnly);
  return company;
}
