/**
 * The contract's own field errors (shared/contract: a route's parameters and bodies), each once, in English; the web
 * says them in the reader's language (`server.contract`). A field error that names its field is built from the
 * field's label (`fieldLabels`) and the reference kinds' templates (shared/reference/fieldMessages.ts: 'X is
 * required', 'X must be at most N characters'). `shared/inlineTexts.test.ts` fails on a text written in
 * a schema instead.
 *
 * A module of named exports, imported as a namespace (`import * as contractMessages from`), so a Lambda bundles
 * only the texts it names (docs/decisions.md, 'Lean bundles').
 */
export const unknownProgram = 'Unknown program';
export const unknownTactic = 'Unknown tactic';
export const unknownProgramTactic = 'Unknown program tactic';
export const unknownComponent = 'Unknown component';
export const unknownCampaignTheme = 'Unknown campaign theme';
export const unknownFile = 'Unknown file';
export const unknownSend = 'Unknown send';
export const unknownLink = 'Unknown link';
export const unknownNotification = 'Unknown notification';
export const unknownPage = 'Unknown page';
export const unknownImport = 'Unknown import';
export const unknownCode = 'Unknown code';
export const unknownTable = 'Unknown table.';
export const unknownProductionOption = 'Unknown production option';
export const unknownVendor = 'Unknown vendor';
export const unknownManufacturer = 'Unknown manufacturer';
export const unknownConfigurationEntry = 'Unknown configuration entry';
export const unknownMenuEntry = 'Unknown menu entry';
export const unknownRole = 'Unknown role';
export const unknownClientSetting = 'Unknown client setting';
export const unknownState = 'Unknown state';
export const unknownCountry = 'Unknown country';
export const unknownShippingLocation = 'Unknown shipping location';
export const unknownJob = 'Unknown job';
export const unknownPromoRequest = 'Unknown promo code request';
export const unknownUser = 'Unknown user';
export const reportDoesNotExist = 'This report does not exist.';
export const idNotANumber = 'Id must be a number';
export const idList = 'Give ids separated by commas';
export const tacticOrTheme = 'Choose a catalog tactic or a campaign theme';
export const showAYear = 'Show at most a year at a time.';
export const showSixWeeks = 'Show at most six weeks at a time.';
export const titleTooLong = 'Title is too long';
export const textTooLong = 'The text is too long';
export const roleNameShape = 'Role name must be 2 to 64 letters, digits, - or _';
export const settingNameShape = 'Name may hold letters, digits, ., - and _ only';
export const enterAnAmount = 'Enter an amount';
export const allocationNegative = 'An allocation cannot be negative';
export const amountTooLarge = 'The amount is too large';
export const changeAtLeastOneRetailer = 'Change at least one retailer';
export const tooManyRetailers = 'Change at most 32 retailers at once';
export const chooseBrands = 'Choose the brands';
export const percentNegative = 'Percentages cannot be negative';
export const percentOver100 = 'Percentages cannot exceed 100';
export const tooManyJobs = 'A program can choose at most 15 jobs';
export const chooseOrderStatus = 'Choose an order status.';
export const chooseAProgram = 'Choose at least one program.';
export const tooManyPrograms = 'Send at most 25 programs at once.';
export const tooManyFundingSources = 'A program can have at most 20 funding sources';
export const allocationsNegative = 'Allocations cannot be negative';
export const quantityAtLeastOne = 'Quantity must be at least 1';
export const tooManyApprovers = 'At most 50 approvers';
export const promoCodeShape = 'Promo code must be 3 to 30 letters, digits or dashes';
export const discountPositive = 'Discount must be more than 0';
export const percentDiscountOver100 = 'A percent discount cannot exceed 100';
export const tooManyComponents = 'A tactic holds at most 10 components.';
export const chooseProgramsToArchive = 'Choose the programs to archive';
export const firstNameText = 'First name must be a text';
export const chooseARole = 'Choose at least one role';
export const loginType = 'Type must be 1 (login) or 2 (logout).';
export const identifierShape = (label: string) => `${label} may hold letters, digits and _ only`;
export const tooManyRecipients = (max: number) => `Send to at most ${max} recipients at once`;
export const tooManyRows = (max: number) => `At most ${max} rows`;
export const tooManyFiles = (max: number) => `At most ${max} files`;
