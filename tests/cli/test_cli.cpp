#include <QTest>
class TestCli : public QObject { Q_OBJECT private slots: void placeholder() {} };
QTEST_GUILESS_MAIN(TestCli)
#include "test_cli.moc"
