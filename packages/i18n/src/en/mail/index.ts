import type { BaseTranslation } from '../../i18n-types';

// Outgoing e-mail (packages/services/src/mail). Rendered on the server with the synchronous
// loader; arguments are HTML-escaped by the template before they get here, so no markup in
// these strings: the templates add the structure.
const en_mail = {
	greeting: 'Hello {name:string},',
	greetingNoName: 'Hello,',
	signOff: 'Thank you,',
	team: 'The {brand:string} team',
	hoursLine: 'Customer service: Mon-Fri 8:00AM-3:30PM PST',
	automated: 'This message was sent automatically by our online store.',
	linkFallback: 'If the button does not work, copy this address into your browser:',
	signupReceived: {
		subject: 'We received your wholesale account request',
		intro: 'Thank you for applying for a wholesale account with {brand:string}.',
		review:
			'Our team checks every request to confirm it comes from a licensed business. This usually takes 1-2 business days.',
		next: 'We will e-mail you as soon as your account is approved.',
		company: 'Company: {company:string}',
	},
	signupApproved: {
		subject: 'Your wholesale account is approved',
		intro: 'Good news: your wholesale account with {brand:string} has been approved.',
		body: 'You can now log in with the e-mail address and password you signed up with to see wholesale prices, place orders and earn reward points.',
		cta: 'Log in',
	},
	signupRejected: {
		subject: 'About your wholesale account request',
		intro: 'Thank you for your interest in {brand:string}.',
		body: 'After reviewing your request, we are unable to approve a wholesale account at this time.',
		reason: 'Reason: {reason:string}',
		followUp:
			'If you think this is a mistake, or you have updated business documents, please reply to this e-mail or call us during business hours.',
	},
	passwordReset: {
		subject: 'Reset your password',
		intro: 'We received a request to reset the password for the account {email:string}.',
		body: 'Use the link below to choose a new password. The link is valid for 30 minutes and works only once.',
		cta: 'Reset password',
		ignore: 'If you did not ask for this, you can ignore this e-mail: your password stays the same.',
	},
	inquiryReceived: {
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
	},
} satisfies BaseTranslation;

export default en_mail;
