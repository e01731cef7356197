// The contact form's mails: the business inbox's copy of an inquiry, and staff's answer to it.

export const inquiryResponse = {
  subject: 'Re: your inquiry to {brand:string}',
  intro: 'Thank you for contacting us. Here is our answer to your inquiry:',
  yourMessage: 'Your message:',
  yourMessageOn: 'Your message of {date:string}:',
  followUp: 'If you have more questions, simply reply to this e-mail or call us during business hours.',
};

export const inquiryReceived = {
  subject: 'New inquiry from {name:string}',
  subjectWithCompany: 'New inquiry from {name:string} ({company:string})',
  intro: 'A new inquiry was sent through the contact form.',
  reference: 'Inquiry no. {id:number}',
  contactHeading: 'Contact',
  fields: {
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
    company: 'Company',
    licenseNumber: 'Business license no.',
    californiaResale: 'California resale no.',
    address: 'Company address',
    documents: 'Documents attached',
  },
  messageHeading: 'Message',
  noMessage: '(no message)',
  cartHeading: 'Cart',
  emptyCart: 'No items in the cart.',
  columns: {
    item: 'Item',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    lineTotal: 'Total',
  },
  cartTotal: 'Cart total',
  replyHint: 'Reply to this e-mail to answer the customer directly.',
};
