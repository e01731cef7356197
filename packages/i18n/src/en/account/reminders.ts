// The profile's "Reminder before the cutoff" section, and the page the reminder mail's stop link
// opens (/reminders/stop). The buyer's own setting: e-mailed, in their mail language, when they have
// no order for the next pickup day.
const en_account_reminders = {
  title: 'Reminder before the cutoff',
  intro: 'We e-mail you before the next order cutoff when you have no order for that pickup day.',
  enabled: 'E-mail me a reminder',
  hours: 'How long before the cutoff',
  hoursOption: '{hours:number} hours before',
  save: 'Save reminder',
  saving: 'Saving...',
  saved: 'Reminder saved',
  turnedOff: 'Reminder turned off',
  off: 'No reminders: turn it on to be e-mailed before the cutoff.',
  next: 'Next: for pickup on {day:string}, order by {orderBy:string}; we would remind you at {remindAt:string}.',
  noNext: 'No pickup day is on offer right now.',
  loadError: 'Could not load your reminder',
  saveError: 'Could not save your reminder',
  retry: 'Try again',
  stopTitle: 'Reminders stopped',
  stopping: 'Stopping your reminders...',
  stopDone: 'You will no longer get reminders before the order cutoff.',
  stopAgain: 'You can turn them back on in your profile at any time.',
  stopBad: 'This link did not work',
  openProfile: 'Open my profile',
};

export default en_account_reminders;
