// nepali-date-converter ships types for its main entry only; Sipalu imports just its month table
// (docs/decisions/025-bikram-sambat.md).
declare module 'nepali-date-converter/dist/lib/date-config.js' {
  /** Days in each month of each Bikram Sambat year from 2000: { "2083": { Baisakh: 31, … Chaitra: 30 } }. */
  export const dateConfigMap: Readonly<Record<string, Readonly<Record<string, number>>>>;
}
