// The back office's Inquiries page (catalogue spec sections 2, 5 and 8).
const en_admin_inquiries = {
	title: 'Inquiries',
};

export default en_admin_inquiries;
