import { hasClaim, knownClaims } from '../../../shared/claims';
import { Forbidden, NotFound } from '../../lib/errors';
import { serverMessages } from '../../../shared/messages';
import { canSeeRetailer, retailerScopeOf, type AuthContext } from '../../lib/identity';
import { loadVisibleProgram } from '../programs/guard';
import type { DocumentRecord } from './documentRepository';

const holds = (auth: AuthContext, claim: { resource: string; operation: string }) =>
  hasClaim(auth.claims, claim.resource, claim.operation);

/**
 * Reading a document follows the access rules of what it was uploaded for (docs/decisions.md, Access rules):
 * - a program's: whoever may see the program (Program/View and the program's retailer in their scope);
 * - a catalog tactic's: the brand team (Program/View, not retailer-side), as the tactic's file list;
 * - a retailer's: whoever may see the retailer;
 * - a content page's (guidelines, resources): everyone signed in, as the page;
 * - a picture: a campaign theme's, everyone signed in (the Campaign Library shows themes to all); a catalog
 *   tactic's, the brand team, as the tactic's files;
 * - no owner (legacy documents and plain `POST documents` uploads): only the uploader.
 * Something the caller may not see answers 404, exactly like a missing document; a document of a kind the
 * caller's role may not read answers 403.
 */
export async function assertMayReadDocument(document: DocumentRecord, auth: AuthContext): Promise<void> {
  const { owner } = document;
  if (!owner) {
    if (document.uploadedBy !== auth.subject) throw new NotFound();
    return;
  }
  switch (owner.kind) {
    case 'program': {
      if (!holds(auth, knownClaims.viewPrograms)) throw new Forbidden();
      await loadVisibleProgram(owner.programId, auth, serverMessages.notFound);
      return;
    }
    case 'tactic':
      if (auth.retailerSide || !holds(auth, knownClaims.viewPrograms)) throw new Forbidden();
      return;
    case 'content':
      return;
    case 'picture':
      if (owner.of === 'tactic' && (auth.retailerSide || !holds(auth, knownClaims.viewPrograms))) throw new Forbidden();
      return;
    case 'retailer':
      if (!canSeeRetailer(await retailerScopeOf(auth), owner.retailerId)) throw new NotFound();
      return;
    default:
      // An owner kind this code does not know reads as nobody's: refuse rather than serve.
      throw new NotFound();
  }
}
