// The reminder before the order cutoff: to a buyer who asked for it, in their language, when they
// have no order for the next pickup day, with a link to order and one to stop the reminders.
export const cutoffReminder = {
  subject: 'Reminder: no order yet for pickup on {day:string}',
  intro: 'You have no order yet for pickup on {day:string}.',
  orderBy: 'Place your order by {when:string} to pick it up that day.',
  changeUntil: 'Orders for that day can be changed until {when:string}.',
  fields: {
    pickup: 'Pickup day',
    orderBy: 'Order by',
    changeUntil: 'Changes until',
  },
  cta: 'Order now',
  why: 'You asked to be reminded {hours:number} hours before the cutoff when you have no order for the next pickup day.',
  stop: 'Stop these reminders',
  change: 'Change when you are reminded on your profile: {url:string}',
};
