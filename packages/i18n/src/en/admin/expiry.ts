// Companies' documents that expire (issue 21, item 7): the dashboard's list, the customer page's
// documents with their dates, the dates on a signup's approval, and the setting for checkout.
const en_admin_expiry = {
	types: {
		license: 'Business license',
		resale: 'California resale certificate',
	},
	days: {
		left: 'in {days:number} day{{s}}',
		today: 'today',
		ago: '{days:number} day{{s}} ago',
	},
	dashboard: {
		title: 'Documents expiring within 30 days',
		intro: 'Business licenses and resale certificates on file that expire within 30 days or have expired. Owners are e-mailed 30 and 7 days before.',
		empty: 'No business license or resale certificate expires within 30 days.',
		caption: 'Documents expiring within 30 days, the soonest first',
		company: 'Company',
		document: 'Document',
		expires: 'Expires',
		expired: 'Expired',
		expiring: 'Expiring',
		open: 'Open the customer page of {company:string}',
	},
	customer: {
		title: 'Documents',
		intro: 'The current business license and resale certificate (the latest upload of each). Enter the expiry date printed on the file; the owner is e-mailed 30 and 7 days before.',
		loading: 'Loading the documents...',
		loadError: 'Could not load the documents.',
		none: 'No file on record',
		expiresLabel: 'Expires on ({document:string})',
		noDate: 'No expiry date on file',
		save: 'Save date',
		saving: 'Saving...',
		clear: 'Clear date',
		saved: 'Expiry Date Saved',
		savedText: '{document:string}: {date:string}',
		cleared: '{document:string}: no expiry date',
		saveFailed: 'Failed to Save the Expiry Date',
		invalidDate: 'Enter a date, or clear it.',
		uploadTitle: 'Upload a document for this company',
		uploaded: 'Document Uploaded',
		uploadFailed: 'Upload Failed',
		status: {
			undated: 'No date',
			valid: 'Valid',
			expiring: 'Expiring',
			expired: 'Expired',
		},
		resaleCheck: {
			ok: 'Checkout: open',
			warn: 'Checkout: orders taken with a warning (expired certificate)',
			refuse: 'Checkout: orders refused until a renewed certificate is on file',
		},
	},
	signup: {
		heading: 'Expiry dates (optional)',
		hint: 'If the files show when the license or resale certificate expires, enter it: the owner is reminded before it does.',
		license: 'Business license expires on',
		resale: 'Resale certificate expires on',
	},
	settings: {
		heading: 'Expired resale certificates',
		help: "When a company's California resale certificate has expired, checkout refuses its orders and tells the buyer how to renew. Turn this on to take their orders with a warning instead.",
		label: 'Allow orders with an expired resale certificate',
		on: 'Orders with an expired certificate are taken, with a warning to renew.',
		off: 'Orders with an expired certificate are refused.',
		saved: 'Setting Saved',
		saveFailed: 'Failed to Save the Setting',
	},
};

export default en_admin_expiry;
