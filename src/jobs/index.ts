/** Background jobs (src/jobs): the only door. */
export { nextDailyRun, parseTimeOfDay } from "./daily";
export { createScheduler, type JobSpec, type Scheduler, type SchedulerOptions } from "./scheduler";
