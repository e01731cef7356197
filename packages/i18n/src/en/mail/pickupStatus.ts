// The mails staff may send with a pickup order's status ("E-mail the buyer"): the order is packed
// and waiting, or its pickup window went by without the buyer.

export const orderReady = {
  subject: 'Your order {orderNumber:string} is ready for pickup',
  intro: 'Good news: your order {orderNumber:string} is packed and ready for pickup at our DTLA warehouse.',
  window: 'Please come during your pickup time. Bring your order number; payment is due at pickup.',
  contact: 'If you cannot make it, reply to this e-mail or call us during business hours.',
  fields: {
    pickup: 'Your pickup time',
  },
};

export const orderMissedPickup = {
  subject: 'We missed you: order {orderNumber:string} was not picked up',
  intro:
    'Your order {orderNumber:string} was not picked up during its pickup time, so we have marked it as a missed pickup.',
  terms: 'Please note that two or more missed pickups may lead to a suspension of online ordering for your account.',
  contact:
    'If you still need this order, reply to this e-mail or call us during business hours and we will arrange a new time.',
  fields: {
    pickup: 'Pickup time',
  },
};
