import { programsFamily } from '../../shared/contract/families/programs';
import { allocationRemaining, allocationRemainingAt } from '../domain/programs/fundingAllocation';
import { loadVisibleProgram } from '../domain/programs/guard';
import { jobsDetails, saveJobsDetails } from '../domain/programs/programJobs';
import {
  additionalProgram,
  copyProgram,
  createProgram,
  prefillProgram,
  saveFundingSources,
  updateProgram,
} from '../domain/programs/programDrafts';
import { myCampaigns, overview, statusList } from '../domain/programs/programListings';
import {
  addComponent,
  addTactic,
  canDeleteComponent,
  canDeleteTactic,
  deleteComponentFile,
  loadComponent,
  loadProgramTactic,
  removeComponent,
  removeTactic,
  updateTactic,
  uploadComponentFile,
} from '../domain/programs/programTactics';
import { canSubmit, canTransition, programAudit, transitionProgram } from '../domain/programs/programTransitions';
import { budgetOf, cartView, details, statusConfig } from '../domain/programs/programView';
import {
  countPromos,
  deletePromo,
  promoAction,
  promoButtons,
  promosOfProgram,
  savePromo,
} from '../domain/programs/promoUseCases';
import {
  actionRequired,
  completeTasks,
  generalInfo,
  inProgress,
  markAsCompleted,
  taskSummary,
  taskTimeline,
} from '../domain/tasks/taskUseCases';
import {
  applyCustomizations,
  applyCustomizationsToProduction,
  customizationsOf,
  hasCustomizations,
  saveCustomizations,
} from '../domain/production/customizationUseCases';
import {
  allManufacturers,
  changeOrderStatus,
  inventoryManufacturers,
  productionFileOf,
  productionPrograms,
  programManufacturers,
  sendPrograms,
  sendToProduction,
} from '../domain/production/productionUseCases';
import { familyHandler } from '../lib/familyHandler';

/**
 * The programs family: routes only. Each route hands its parsed input to one use case of the programs domain
 * (functions/domain/programs/) and answers what it returns; the domain checks access, rules and versions.
 */
export const handler = familyHandler(programsFamily, {
  'programs.create': ({ auth, body }) => createProgram(body, auth),
  'programs.copy': ({ auth, body }) => copyProgram(body.programId, auth),
  'programs.additional': ({ auth, body }) => additionalProgram(body, auth),
  'programs.prefill': ({ auth, params, body }) => prefillProgram(params.id, body, auth),
  'programs.get': async ({ auth, params }) => details(await loadVisibleProgram(params.id, auth)),
  'programs.details': async ({ auth, params }) => details(await loadVisibleProgram(params.id, auth)),
  'programs.update': ({ auth, params, body }) => updateProgram(params.id, body, auth),
  'programs.saveFundingSources': ({ auth, params, body }) => saveFundingSources(params.id, body, auth),
  'programs.submit': ({ auth, params, body }) => transitionProgram('submit', params.id, body, auth),
  'programs.approve': ({ auth, params, body }) => transitionProgram('approve', params.id, body, auth),
  'programs.reject': ({ auth, params, body }) => transitionProgram('reject', params.id, body, auth),
  'programs.cancel': ({ auth, params, body }) => transitionProgram('cancel', params.id, body, auth),
  'programs.close': ({ auth, params, body }) => transitionProgram('close', params.id, body, auth),
  'programs.revise': ({ auth, params, body }) => transitionProgram('revise', params.id, body, auth),
  'programs.deactivate': ({ auth, params, body }) => transitionProgram('deactivate', params.id, body, auth),
  'programs.delete': ({ auth, params, body }) => transitionProgram('delete', params.id, body, auth),
  'programs.canDelete': ({ auth, params }) => canTransition('delete', params.id, auth),
  'programs.canDeactivate': ({ auth, params }) => canTransition('deactivate', params.id, auth),
  'programs.canSubmit': ({ auth, params }) => canSubmit(params.id, auth),
  'programs.audit': ({ auth, params }) => programAudit(params.id, auth),
  'programs.allocationRemaining': ({ auth, params }) => allocationRemaining(params.id, auth),
  'programs.allocationRemainingAt': ({ auth, query }) =>
    allocationRemainingAt(query.retailerId, query.fiscalYear, auth),
  'programtactics.add': ({ auth, body }) => addTactic(body, auth),
  'programtactics.get': async ({ auth, params }) => (await loadProgramTactic(params.id, auth)).tactic,
  'programtactics.update': ({ auth, params, body }) => updateTactic(params.id, body, auth),
  'programtactics.remove': ({ auth, params, query }) => removeTactic(params.id, query.version, auth),
  'programtactics.canDelete': ({ auth, params }) => canDeleteTactic(params.id, auth),
  'components.add': ({ auth, body }) => addComponent(body, auth),
  'components.get': async ({ auth, params }) => (await loadComponent(params.id, auth)).component,
  'components.canDelete': ({ auth, params }) => canDeleteComponent(params.id, auth),
  'components.delete': ({ auth, params, body }) => removeComponent(params.id, body.version, auth),
  'components.files': async ({ auth, params }) => (await loadComponent(params.id, auth)).component.files,
  'components.upload': ({ auth, params, body }) => uploadComponentFile(params.id, body, auth),
  'components.deleteFile': ({ auth, body }) => deleteComponentFile(body.componentId, body.key, auth),
  'programs.cart': async ({ auth, params }) => cartView(await loadVisibleProgram(params.id, auth)),
  'programs.cartSummary': async ({ auth, params }) => budgetOf(await loadVisibleProgram(params.id, auth)),
  'programs.jobsDetails': ({ auth, query }) => jobsDetails(query.programId, auth),
  'programs.saveJobsDetails': ({ auth, body }) => saveJobsDetails(body, auth),
  'programs.statusConfig': async () => statusConfig(),
  'programs.overview': ({ auth, query }) => overview(query, auth),
  'campaigns.myCampaigns': ({ auth, query }) => myCampaigns(query, auth),
  'promos.save': ({ auth, body }) => savePromo(body, auth),
  'promos.ofProgram': ({ auth, params }) => promosOfProgram(params.id, auth),
  'promos.actionButtons': ({ auth, query }) => promoButtons(query.promoId, auth),
  'promos.submit': ({ auth, params, body }) => promoAction('submit', params.id, body, auth),
  'promos.approve': ({ auth, params, body }) => promoAction('approve', params.id, body, auth),
  'promos.approveTier2': ({ auth, params, body }) => promoAction('approveTier2', params.id, body, auth),
  'promos.reject': ({ auth, params, body }) => promoAction('reject', params.id, body, auth),
  'promos.delete': ({ auth, params, query }) => deletePromo(params.id, query.version, auth),
  'promos.counts': ({ auth }) => countPromos(auth),
  'programs.statusList': ({ auth, query }) => statusList(query, auth),
  'tasks.generalInfo': ({ auth, query }) => generalInfo(query, auth),
  'tasks.actionRequired': ({ auth, query }) => actionRequired(query, auth),
  'tasks.inProgress': ({ auth, query }) => inProgress(query, auth),
  'tasks.complete': ({ auth, query }) => completeTasks(query, auth),
  'tasks.summary': ({ auth, query }) => taskSummary(query, auth),
  'tasks.timeline': ({ auth, params }) => taskTimeline(params.id, auth),
  'tasks.markAsCompleted': ({ auth, params }) => markAsCompleted(params.id, auth),
  'production.programs': ({ auth, query }) => productionPrograms(query, auth),
  'production.manufacturers': ({ auth, query }) => programManufacturers(query.programId, auth),
  'production.allManufacturers': () => allManufacturers(),
  'production.inventoryManufacturers': ({ auth, query }) => inventoryManufacturers(query.programId, auth),
  'production.file': ({ auth, params }) => productionFileOf(params.programId, params.manufacturerId, auth),
  'production.allFiles': ({ auth, params }) => productionFileOf(params.programId, null, auth),
  'production.jobTicket': ({ auth, params }) => productionFileOf(params.programId, params.manufacturerId, auth),
  'production.allJobTickets': ({ auth, params }) => productionFileOf(params.programId, null, auth),
  'production.sendManufacturer': ({ auth, params, body }) =>
    sendToProduction(params.id, body.manufacturerId, auth, body.notes),
  'production.sendPrograms': ({ auth, body }) => sendPrograms(body.programIds, auth),
  'production.sendProgram': ({ auth, params, body }) => sendToProduction(params.id, null, auth, body.notes),
  'production.orderStatus': ({ auth, body }) => changeOrderStatus(body, auth),
  'programs.customizations': ({ auth, params }) => customizationsOf(params.id, auth),
  'programs.saveCustomizations': ({ auth, params, body }) => saveCustomizations(params.id, body, auth),
  'programs.applyCustomizations': ({ auth, params, body }) => applyCustomizations(params.id, body.version, auth),
  'programs.applyCustomizationsProduction': ({ auth, params }) => applyCustomizationsToProduction(params.id, auth),
  'programs.hasCustomizations': ({ auth, params }) => hasCustomizations(params.id, auth),
});
