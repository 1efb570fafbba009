/** Lazy entry of the agency's cash registers screen (cash-management › cash-register). */
export { Component } from './routes/agency-registers';
