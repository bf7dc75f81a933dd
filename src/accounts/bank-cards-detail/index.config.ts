export default definePageConfig({ navigationBarTitleText: '银行卡详情' });
