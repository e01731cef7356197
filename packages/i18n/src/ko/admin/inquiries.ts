// The back office's Inquiries page (catalogue spec sections 2, 5 and 8).
const ko_admin_inquiries = {
	title: '문의',
};

export default ko_admin_inquiries;
