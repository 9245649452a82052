/**
 * The shell's pages without an id, by their address: the walks over every page (who may open which, what each
 * asks of the API; how each reads to assistive technology) go through the same list.
 */
export const SHELL_PAGES = [
  'home',
  'mycampaigns',
  'campaign-library',
  'tactic-catalog',
  'myplanner',
  'eventsCalendar',
  'program-status',
  'addressbook',
  'assets',
  'communicationrequest',
  'messages',
  'brandssummary',
  'retailersummary',
  'dashboard',
  'reporting',
  'tasks',
  'guidelines',
  'productionprocessing',
  'wirereport',
  'expensemangement/po',
  'expensemangement/mindshare',
  'retailerprofile',
  'retailerprofileownerresident',
  'retailerprofiledocumentlib',
  'admin/users',
] as const;

/**
 * A program's own pages: its details, the planning steps from the catalog to distribution, and its promo codes.
 * The walks open each for one program of their own.
 */
export const programPages = (programId: number) => [
  `programdetails/${programId}`,
  `tactic-catalog/${programId}`,
  `tactic-catalog/${programId}/customize/2`,
  `tactic-catalog/${programId}/finalize`,
  `tactic-catalog/${programId}/finalize/distribution`,
  `promocoderequest/${programId}`,
];
