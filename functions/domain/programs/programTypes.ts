import type { Allocation } from '../../../shared/programs/budget';
import type { ProgramStatusId } from '../../../shared/programs/status';
import type { ProgramThemeTypeId } from '../../../shared/reference/themeTypes';

/**
 * The program aggregate lives in one partition `PROGRAM#{id}`: the root (`P#PROGRAM`), its funding sources
 * (`P#FUNDING#{brandId}`) and later its tactics, components, delivery locations and distribution (all `P#...`),
 * so details, cart and funding are one Query on `begins_with(SK, 'P#')`. Audit entries (`AUDIT#{at}#{rand}`)
 * share the partition but not the prefix, so the trail never slows the aggregate read.
 * Lists: GSI1 `PROGRAMS#Y#{year}` and GSI2 `PROGRAMS#R#{retailer}#Y#{year}`, sorted by `{createdAt}#{id}`;
 * their totals are counter items moved in the same transactions.
 */
export interface ProgramRoot {
  id: number;
  name: string | null;
  description: string | null;
  note?: string | null;
  retailerId: number | null;
  retailerName: string | null;
  fiscalYear: number | null;
  programStartDate: string | null;
  programEndDate: string | null;
  strategicBusinessInitiativeId?: number | null;
  campaignThemeId?: number | null;
  campaignThemeTypeId?: ProgramThemeTypeId | null;
  accountLocations: string[];
  statusId: ProgramStatusId;
  placeholder: boolean;
  archived: boolean;
  creator: string;
  creatorName: string;
  approver?: string | null;
  approvedDate?: string | null;
  /** Subject of the last submitter (four-eyes). */
  submittedBy?: string | null;
  /**
   * Each selected brand's targets and allocations as of the last change of funding or tactics (a projection the
   * retailer overview reads instead of every aggregate); absent on programs written before it existed.
   */
  budgetLines?: BudgetProjection[];
  createdAt: string;
  updatedAt: string;
  version: number;
}

export interface BudgetProjection {
  brandId: number;
  atlTarget: number;
  btlTarget: number;
  atlAllocated: number;
  btlAllocated: number;
}

export interface FundingSource {
  brandId: number;
  brandName: string;
  atlTarget: number;
  btlTarget: number;
  selected: boolean;
}

export interface ProgramTactic {
  id: string;
  programId: number;
  tacticId: number;
  tacticName: string;
  description: string | null;
  tacticTypeId: number;
  productTypeId: number;
  deliveryMethodId: number;
  deliveryMethodName: string;
  isDownload: boolean;
  unitCost: number;
  orderQuantity: number;
  totalCost: number;
  startDate: string | null;
  endDate: string | null;
  allocations: Allocation[];
  documentId?: string | null;
  /**
   * The sum of its quantities over the program's locations (each on its location item, `L#`): a counter moved in
   * the transaction of every distribution save and unselect, so submit reads the tactics, not the locations.
   */
  distributedQuantity?: number;
  /** Components by id (`c{n}`), so one can change without rewriting the others. */
  components?: Record<string, Component>;
  componentSeq?: number;
  /** Made in the Create tactic modal (tacticId 0; its usage counts on its tactic type): its own fields. */
  custom?: boolean;
  sku?: string | null;
  purpose?: string | null;
  shopTypeId?: number | null;
  tacticCategoryId?: number | null;
  parentTacticId?: string | null;
}

export interface Component {
  id: string;
  name: string;
  componentTypeId: number;
  description: string | null;
  quantity: number | null;
  vendor: string | null;
  files: { documentId: string; fileName: string }[];
  vendorId?: number | null;
  childVendorId?: number | null;
  barcodeDestinationId?: number | null;
  mediaTypeId?: number | null;
  productionOptionId?: number | null;
  documentTypeId?: number | null;
  outputTypeId?: number | null;
}

export interface JobSelection {
  jobId: string;
  detailId: string | null;
  programSpecificDescription: string | null;
}

export interface ProgramAggregate {
  program: ProgramRoot & { tacticSeq?: number };
  fundingSources: FundingSource[];
  tactics: ProgramTactic[];
  jobSelections: JobSelection[];
}

export interface ProgramListPage {
  items: ProgramRoot[];
  totalCount: number;
  nextCursor: string | null;
  /** Read capacity the page consumed (the bench reports it). */
  consumedCapacity: number;
}
