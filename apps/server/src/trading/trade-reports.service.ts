/** Trading's public reading of a member's positions for documents and exports (the documents domain reads it here). */
export {
  firstActivity,
  positionsClosedIn,
  positionsHeldAt,
  positionsTouching,
  reportPosition,
  type ReportPosition,
} from './trade-reports.repository';
