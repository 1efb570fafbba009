/** Risk thresholds (ADR 058): the screen's path and the link the risk board shows to it. */
export { RISK_THRESHOLDS_PATH, RiskThresholdsLink } from './components/risk-thresholds-link';
/** The lay-off list (ADR 058): the screen's path and the link the risk board shows to it. */
export { LAY_OFF_PATH, LayOffLink } from './components/lay-off-link';
/** The live risk board (ADR 058): the screen's path and the link the sales dashboard shows to it. */
export { RISK_BOARD_PATH, RiskBoardLink } from './components/risk-board-link';
