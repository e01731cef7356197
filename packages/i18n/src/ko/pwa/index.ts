import type { NamespacePwaTranslation } from '../../i18n-types';

const ko_pwa = {
	installHint: {
		label: '앱 설치',
		text: '홈 화면에 이 스토어를 추가하세요. 공유 버튼을 누른 뒤 ‘홈 화면에 추가’를 선택하시면 됩니다.',
		dismiss: '닫기',
	},
} satisfies NamespacePwaTranslation;

export default ko_pwa;
