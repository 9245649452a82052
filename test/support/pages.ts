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
