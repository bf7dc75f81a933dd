export default definePageConfig({ navigationBarTitleText: '合约行情' });
