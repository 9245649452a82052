export { FundingTable } from './FundingTable';
